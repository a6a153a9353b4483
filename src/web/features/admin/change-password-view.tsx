import { ArrowLeft, Circle, CircleCheck, KeyRound, LoaderCircle, ShieldCheck } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { ADMIN_PASSWORD_LIMITS, checkAdminPassword } from "../../../shared/rules/admin-password";
import type { AdminSummary } from "../../../shared/schemas/admin";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { adminApi, clearLocalAdminData, minutesToWait } from "./admin-api";
import { AdminPageHeader } from "./admin-shell";
import { PasswordField } from "./password-field";

/** After a change, the sign-in page follows 2 seconds later. */
export const SIGN_IN_AGAIN_AFTER_MS = 2000;

type Requirement = { key: MessageKey; met: boolean };

/**
 * /admin/change-password: current, new and confirmation with show/hide, the
 * requirements ticked as the admin types, security tips, the spec's messages as toasts, and on
 * success every session ends and the sign-in page follows after 2 s.
 */
export function ChangePasswordView({ admin }: { admin: AdminSummary }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => window.location.assign(paths.adminLogin), SIGN_IN_AGAIN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  const check = checkAdminPassword(next, { username: admin.username, currentPassword: current });
  const requirements: Requirement[] = [
    { key: "admin.password.rule.length", met: next.length >= ADMIN_PASSWORD_LIMITS.min },
    { key: "admin.password.rule.variety", met: next !== "" && check.variety },
    { key: "admin.password.rule.guessable", met: next !== "" && check.notGuessable },
    { key: "admin.password.rule.differs", met: next !== "" && current !== "" && check.differsFromCurrent },
    { key: "admin.password.rule.matches", met: confirm !== "" && confirm === next },
  ];

  const fail = (title: MessageKey, description: string) => toast({ title: t(title), description, variant: "destructive" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || changed) return;
    if (!current || !next || !confirm) return fail("admin.password.failedTitle", t("admin.password.fieldsRequired"));
    if (next !== confirm) return fail("admin.password.mismatchTitle", t("admin.password.mismatch"));
    if (next.length < ADMIN_PASSWORD_LIMITS.min) return fail("admin.password.tooShortTitle", t("admin.password.tooShort"));
    if (!check.variety) return fail("admin.password.weakTitle", t("admin.password.variety"));
    if (!check.notGuessable) return fail("admin.password.weakTitle", t("admin.password.guessable"));
    if (!check.differsFromCurrent) return fail("admin.password.weakTitle", t("admin.password.unchanged"));

    setSubmitting(true);
    try {
      await adminApi.changePassword(current, next, confirm);
      clearLocalAdminData();
      setChanged(true);
      toast({ title: t("admin.password.changedTitle"), description: t("admin.password.changed") });
    } catch (caught) {
      setSubmitting(false);
      if (!(caught instanceof ApiRequestError)) return fail("admin.password.errorTitle", t("admin.password.error"));
      if (caught.status === 401) {
        window.location.assign(`${paths.adminLoginThen(paths.adminChangePassword)}&reason=expired`);
        return;
      }
      if (caught.status === 429)
        return fail("admin.password.failedTitle", t("admin.password.tooMany", { minutes: minutesToWait(caught.body?.retryAfterSeconds) }));
      if (caught.body?.issues?.some((issue) => issue.path === "currentPassword"))
        return fail("admin.password.failedTitle", t("admin.password.currentWrong"));
      fail("admin.password.failedTitle", caught.status < 500 && caught.body?.message ? caught.body.message : t("admin.password.failed"));
    }
  };

  return (
    <>
      <AdminPageHeader title={t("admin.password.title")} intro={t("admin.password.intro")}>
        <Link to={paths.adminDashboard} className="inline-flex items-center gap-2 text-sm font-semibold text-herb hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t("admin.password.back")}
        </Link>
      </AdminPageHeader>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={submitting}
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card"
        >
          {/* Lets password managers tie the new password to the right account. */}
          <input type="text" name="username" autoComplete="username" value={admin.username} readOnly hidden />
          <fieldset disabled={submitting || changed} className="space-y-5">
            <PasswordField
              id={`${id}-current`}
              label={t("admin.password.current")}
              value={current}
              onChange={setCurrent}
              autoComplete="current-password"
            />
            <PasswordField
              id={`${id}-new`}
              label={t("admin.password.new")}
              value={next}
              onChange={setNext}
              autoComplete="new-password"
              describedBy={`${id}-rules`}
            />
            <PasswordField
              id={`${id}-confirm`}
              label={t("admin.password.confirm")}
              value={confirm}
              onChange={setConfirm}
              autoComplete="new-password"
              invalid={confirm !== "" && confirm !== next}
            />
          </fieldset>

          <div className="mt-6 rounded-xl bg-sand/50 p-4">
            <h2 id={`${id}-rules-title`} className="font-sans text-sm font-semibold">
              {t("admin.password.requirements")}
            </h2>
            <ul id={`${id}-rules`} aria-labelledby={`${id}-rules-title`} className="mt-2 grid gap-1.5 text-sm">
              {requirements.map((rule) => (
                <li key={rule.key} className={cn("flex items-start gap-2", rule.met ? "text-herb-dark" : "text-ink-soft")}>
                  {rule.met ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                  ) : (
                    <Circle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  )}
                  <span>
                    {t(rule.key)}
                    <span className="sr-only"> ({rule.met ? t("admin.password.met") : t("admin.password.notMet")})</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>

          {changed ? (
            <p role="status" className="mt-6 flex items-start gap-2 rounded-xl bg-herb-light p-4 text-sm font-medium text-herb-dark">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t("admin.password.changed")}
            </p>
          ) : null}

          <div className="mt-6 flex justify-end">
            <Button type="submit" disabled={submitting || changed} className="rounded-xl">
              {submitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
              {submitting ? t("admin.password.submitting") : t("admin.password.submit")}
            </Button>
          </div>
        </form>

        <aside aria-labelledby={`${id}-tips`} className="h-fit rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card">
          <h2 id={`${id}-tips`} className="flex items-center gap-2 font-sans text-base font-semibold">
            <ShieldCheck className="size-5 text-herb" aria-hidden />
            {t("admin.password.tips")}
          </h2>
          <ul className="mt-3 space-y-3 text-sm text-ink-soft">
            {(["admin.password.tip1", "admin.password.tip2", "admin.password.tip3", "admin.password.tip4"] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron" />
                {t(key)}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
