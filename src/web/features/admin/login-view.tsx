import { ArrowLeft, CircleExclamationPoint, Info, LoaderCircle, ShieldCheck, Wrench } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { BrandMark } from "~/components/layout/brand-mark";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/form-field";
import { ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { adminApi, minutesToWait } from "./admin-api";
import { PasswordField } from "./password-field";

export type AdminLoginData = {
  /** Where to go once signed in (already checked to be an admin path). */
  next: string;
  /** Why the visitor is here: signed out, or sent back because the session ended. */
  notice: "signedOut" | "logoutFailed" | "expired" | null;
  /** Outside production: the first admin's username, for the development hint. */
  devUsername: string | null;
};

/** A sign-in the page's action answered (sent without JavaScript): the username kept and the API's refusal. */
export type AdminLoginRefusal = { username: string; status: number; retryAfterSeconds?: number; message?: string };

/** The alert's words for a refused sign-in, by the API's status. */
function refusalText(t: ReturnType<typeof useI18n>["t"], refusal: Omit<AdminLoginRefusal, "username">): string {
  if (refusal.status === 401) return t("admin.login.invalid");
  if (refusal.status === 429) return t("admin.login.tooMany", { minutes: minutesToWait(refusal.retryAfterSeconds) });
  if (refusal.status === 400) return t("admin.login.required");
  if (refusal.status === 403) return t("admin.login.error");
  return refusal.message && refusal.status < 500 ? refusal.message : t("admin.login.failed");
}

/**
 * /admin-login: username, password with show/hide, 'Sign In' disabled while either
 * is empty or while signing in ('Authenticating...'), the error alert, the notice that attempts
 * are logged, and outside production a hint where the development credentials are.
 */
export function AdminLoginView({ next, notice, devUsername, refused }: AdminLoginData & { refused?: AdminLoginRefusal }) {
  const { t } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const [username, setUsername] = useState(refused?.username ?? "");
  const [password, setPassword] = useState("");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(refused ? refusalText(t, refused) : null);
  // Until the script runs, the button stays enabled: the browser posts the form to the page's action.
  const hydrated = useHydrated();
  const ready = username.trim() !== "" && password !== "" && !loading;
  const usernameInput = useRef<HTMLInputElement>(null);
  // A username typed before the page's scripts started is in the field but not yet in the state.
  useEffect(() => {
    if (usernameInput.current?.value) setUsername(usernameInput.current.value);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setLoading(true);
    setError(null);
    try {
      await adminApi.login(username.trim(), password);
      // The cookie is set: the admin pages' loaders now find the session.
      void navigate(next, { replace: true });
    } catch (caught) {
      setLoading(false);
      if (!(caught instanceof ApiRequestError)) return setError(t("admin.login.failed"));
      setError(refusalText(t, { status: caught.status, retryAfterSeconds: caught.body?.retryAfterSeconds, message: caught.body?.message }));
    }
  };

  const noticeText =
    notice === "signedOut"
      ? t("admin.login.signedOut")
      : notice === "logoutFailed"
        ? t("admin.logoutFailed")
        : notice === "expired"
          ? t("admin.login.expiredBody")
          : null;

  return (
    <div className="grid min-h-dvh bg-cream lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-herb-dark p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="flex items-center gap-3">
          <BrandMark className="size-10" />
          <span translate="no" className="font-display text-2xl font-semibold">
            {BRAND.name}
          </span>
        </div>
        <div className="max-w-md">
          <p className="font-display text-4xl leading-tight font-semibold">{t("admin.brand")}</p>
          <p className="mt-4 text-lg text-white/80">{t("admin.login.asideText")}</p>
        </div>
        <p className="flex max-w-md items-start gap-2 text-sm text-white/75">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("admin.login.notice")}
        </p>
        <span aria-hidden className="pointer-events-none absolute -end-24 -bottom-24 size-80 rounded-full bg-white/5" />
        <span aria-hidden className="pointer-events-none absolute end-16 top-24 size-40 rounded-full border border-white/10" />
      </aside>

      <main id="main" tabIndex={-1} className="flex flex-col items-center justify-center px-4 py-10 outline-none sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 flex items-center gap-3 lg:hidden">
            <BrandMark className="size-10" />
            <span translate="no" className="font-display text-2xl font-semibold text-herb-dark">
              {BRAND.name}
            </span>
          </div>
          <div className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card sm:p-8">
            <h1 className="text-3xl font-semibold">{t("admin.login.title")}</h1>
            <p className="mt-1 text-sm text-ink-soft">{t("admin.login.subtitle")}</p>

            {noticeText ? (
              <p role="status" className="mt-5 flex items-start gap-2 rounded-xl bg-herb-light p-3 text-sm text-herb-dark">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  {notice === "expired" ? <strong className="block">{t("admin.login.expired")}</strong> : null}
                  {noticeText}
                </span>
              </p>
            ) : null}

            <div aria-live="assertive" aria-atomic="true">
              {error ? (
                <p
                  role="alert"
                  className="mt-5 flex items-start gap-2 rounded-xl border border-chili/30 bg-chili/10 p-3 text-sm font-medium text-chili"
                >
                  <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {error}
                </p>
              ) : null}
            </div>

            <form
              method="post"
              action={next === paths.admin ? paths.adminLogin : paths.adminLoginThen(next)}
              onSubmit={(event) => void submit(event)}
              noValidate
              className="mt-6 space-y-5"
              aria-busy={loading}
            >
              <div>
                <label htmlFor={`${id}-username`} className="mb-1.5 block text-sm font-semibold">
                  {t("admin.login.username")}
                </label>
                <input
                  ref={usernameInput}
                  id={`${id}-username`}
                  name="username"
                  type="text"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  maxLength={64}
                  disabled={loading}
                  className={cn(inputClassName(false), "h-11")}
                />
              </div>
              <PasswordField
                id={`${id}-password`}
                name="password"
                label={t("admin.login.password")}
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                disabled={loading}
              />
              <Button type="submit" size="lg" disabled={hydrated && !ready} className="w-full rounded-xl">
                {loading ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                {loading ? t("admin.login.submitting") : t("admin.login.submit")}
              </Button>
            </form>

            <p className="mt-6 flex items-start gap-2 border-t border-line pt-5 text-xs text-ink-soft lg:hidden">
              <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t("admin.login.notice")}
            </p>

            {devUsername ? (
              <div
                className="mt-5 rounded-xl border border-dashed border-saffron bg-saffron-light p-3 text-xs text-ink"
                data-testid="dev-credentials-hint"
              >
                <p className="flex items-center gap-2 font-semibold">
                  <Wrench className="size-4" aria-hidden />
                  {t("admin.login.devTitle")}
                </p>
                <p className="mt-1">{t("admin.login.devBody", { username: devUsername })}</p>
              </div>
            ) : null}
          </div>
          <a href={paths.home} className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-herb hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            {t("admin.login.backToSite")}
          </a>
        </div>
      </main>
    </div>
  );
}
