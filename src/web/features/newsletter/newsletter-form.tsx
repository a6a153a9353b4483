import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import type { NewsletterResult } from "../../../shared/schemas/newsletter";
import { cn } from "~/lib/cn";

/** Newsletter signup; the footer and the home page each announce the result in their own words. */
export function NewsletterForm({ variant, className }: { variant: "footer" | "home"; className?: string }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The shared contract loads on first submit, keeping the validator out of the first page's script.
    const { newsletterInputSchema } = await import("../../../shared/schemas/newsletter");
    const parsed = newsletterInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(t("newsletter.invalidEmail"));
      return;
    }
    setError(null);
    setPending(true);
    try {
      // The answer is the same whether or not the address was already subscribed.
      await apiRequest<NewsletterResult>("POST", "/api/newsletter", parsed.data);
      setEmail("");
      toast(
        variant === "home"
          ? { title: t("newsletter.homeSuccessTitle"), description: t("newsletter.homeSuccessBody") }
          : { title: t("newsletter.footerSuccessTitle"), description: t("newsletter.footerSuccessBody") },
      );
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) setError(t("newsletter.invalidEmail"));
      toast({
        variant: "destructive",
        title: t("newsletter.failedTitle"),
        description: variant === "home" ? t("newsletter.homeFailedBody") : t("newsletter.footerFailedBody"),
      });
    } finally {
      setPending(false);
    }
  }

  const dark = variant === "footer";
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={cn("w-full", className)} aria-label={t("footer.newsletterTitle")}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t("newsletter.emailLabel")}
        </label>
        <input
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            "h-12 w-full min-w-0 rounded-full border px-5 text-base outline-none sm:flex-1",
            dark
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
        <p id={errorId} role="alert" className={cn("mt-2 text-sm font-medium", dark ? "text-saffron-light" : "text-chili")}>
          {error}
        </p>
      ) : (
        <p className={cn("mt-2 text-xs", dark ? "text-white/70" : "text-ink-soft")}>{t("newsletter.privacyNote")}</p>
      )}
    </form>
  );
}
