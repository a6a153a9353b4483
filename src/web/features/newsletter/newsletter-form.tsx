import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { PageFormState } from "~/lib/page-form";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { paths } from "../../../shared/paths";
import { cn } from "~/lib/cn";
import { usePagePath } from "~/lib/page-path";

/**
 * Newsletter signup; the footer and the home page each announce the result in their own words.
 * Every copy posts to /newsletter, whose action subscribes through the same API when the form is
 * sent before or without JavaScript; `server` is that page's answer to a refused address (the
 * typed text and its message), shown by the page's own copy (`variant="page"`).
 */
export function NewsletterForm({
  variant,
  className,
  server,
}: {
  variant: "footer" | "home" | "page";
  className?: string;
  server?: PageFormState;
}) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { toast } = useToast();
  const typed = server?.values.email;
  const [email, setEmail] = useState(typeof typed === "string" ? typed : "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(server?.errors.email ? t(server.errors.email as MessageKey) : null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  // An address typed before the page's scripts started is taken over, not wiped by the next render.
  useTypedBeforeHydration(input, email, setEmail);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { checkAddress, sendAddress } = await import("./newsletter-subscribe");
    const address = checkAddress(email);
    if (!address) {
      setError(t("newsletter.invalidEmail"));
      return;
    }
    setError(null);
    setPending(true);
    const outcome = await sendAddress(address);
    setPending(false);
    if (outcome === "subscribed") {
      setEmail("");
      toast(
        variant === "footer"
          ? { title: t("newsletter.footerSuccessTitle"), description: t("newsletter.footerSuccessBody") }
          : { title: t("newsletter.homeSuccessTitle"), description: t("newsletter.homeSuccessBody") },
      );
      return;
    }
    if (outcome === "refused") setError(t("newsletter.invalidEmail"));
    toast({
      variant: "destructive",
      title: t("newsletter.failedTitle"),
      description: variant === "footer" ? t("newsletter.footerFailedBody") : t("newsletter.homeFailedBody"),
    });
  }

  return (
    <form
      method="post"
      action={pagePath(paths.newsletter)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={cn("w-full", className)}
      aria-label={t("footer.newsletterTitle")}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t("newsletter.emailLabel")}
        </label>
        <input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          placeholder={t("newsletter.emailPlaceholder")}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's answer to a refused address: without JavaScript too, the keyboard starts on the field in error
          autoFocus={server?.errors.email ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            "h-12 w-full min-w-0 rounded-full border px-5 text-base outline-none sm:flex-1",
            variant === "footer"
              ? "border-white/20 bg-white/10 text-white placeholder:text-white/60 focus:border-saffron"
              : "border-line bg-paper text-ink placeholder:text-ink-soft focus:border-herb",
            error && "border-chili",
          )}
        />
        <Button type="submit" variant="accent" size="lg" disabled={pending}>
          {pending ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={cn("mt-2 text-sm font-medium", variant === "footer" ? "text-saffron-light" : "text-chili")}>
          {error}
        </p>
      ) : (
        <p className={cn("mt-2 text-xs", variant === "footer" ? "text-white/70" : "text-ink-soft")}>{t("newsletter.privacyNote")}</p>
      )}
    </form>
  );
}
