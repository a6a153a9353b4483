import { CircleCheck, LinkIcon, MailCheck, MailX } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { NewsletterLinkState } from "./newsletter-links";

const PANEL = "mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-card sm:p-8";

const TEXT: Record<NewsletterLinkState["kind"], { title: MessageKey; body: MessageKey }> = {
  confirm: { title: "newsletterLinks.confirmTitle", body: "newsletterLinks.confirmIntro" },
  confirmed: { title: "newsletterLinks.confirmedTitle", body: "newsletterLinks.confirmedBody" },
  confirmInvalid: { title: "newsletterLinks.confirmInvalidTitle", body: "newsletterLinks.confirmInvalidBody" },
  unsubscribe: { title: "newsletterLinks.unsubscribeTitle", body: "newsletterLinks.unsubscribeIntro" },
  unsubscribed: { title: "newsletterLinks.unsubscribedTitle", body: "newsletterLinks.unsubscribedBody" },
  unsubscribeInvalid: { title: "newsletterLinks.unsubscribeInvalidTitle", body: "newsletterLinks.unsubscribeInvalidBody" },
};

/** The page a newsletter mail's link opens: one button to confirm or unsubscribe, then the outcome. */
export function NewsletterLinkView({ state }: { state: NewsletterLinkState }) {
  const { t } = useI18n();
  const submitting = useNavigation().state === "submitting";
  const { title, body } = TEXT[state.kind];
  const asking = state.kind === "confirm" || state.kind === "unsubscribe";
  const invalid = state.kind === "confirmInvalid" || state.kind === "unsubscribeInvalid";
  const Icon = state.kind === "confirm" ? MailCheck : state.kind === "unsubscribe" ? MailX : invalid ? LinkIcon : CircleCheck;

  return (
    <section className={PANEL} aria-labelledby="newsletter-link-title">
      <Icon className={invalid ? "size-10 text-saffron-dark" : "size-10 text-herb"} aria-hidden />
      <h1 id="newsletter-link-title" className="mt-4 text-3xl font-semibold">
        {t(title)}
      </h1>
      <p className="mt-3 text-ink-soft">
        {t(body)}
        {state.kind === "unsubscribeInvalid" ? (
          <>
            {" "}
            <a className="font-semibold text-herb underline" href={`mailto:${BRAND.email}`}>
              {BRAND.email}
            </a>
          </>
        ) : null}
      </p>
      {asking ? (
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" variant={state.kind === "unsubscribe" ? "danger" : "primary"} disabled={submitting}>
            {state.kind === "confirm"
              ? t(submitting ? "newsletterLinks.confirming" : "newsletterLinks.confirm")
              : t(submitting ? "newsletterLinks.unsubscribing" : "newsletterLinks.unsubscribe")}
          </Button>
          <ButtonLink to={paths.home} variant="outline" size="lg">
            {t("newsletterLinks.home")}
          </ButtonLink>
        </Form>
      ) : (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.recipes} size="lg">
            {t("newsletterLinks.recipes")}
          </ButtonLink>
          <ButtonLink to={paths.home} variant="outline" size="lg">
            {t("newsletterLinks.home")}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
