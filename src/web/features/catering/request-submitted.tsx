import { ArrowRight, CircleCheck } from "lucide-react";
import { forwardRef } from "react";
import { Link } from "react-router";
import type { CateringRequestResult } from "../../../shared/schemas/catering";
import { useI18n } from "~/lib/i18n";
import { formatCents, formatDay, priceToCents } from "./catering-options";

/**
 * What a 201 tells the customer: the reference, the request as the server priced it, that a
 * mail with the status link is on its way, and the link itself. Its heading takes the focus, so a
 * screen reader hears the outcome at once.
 */
export const RequestSubmitted = forwardRef<HTMLHeadingElement, { result: CateringRequestResult; email: string }>(function RequestSubmitted(
  { result, email },
  headingRef,
) {
  const { t, locale } = useI18n();
  const estimate = formatCents(priceToCents(result.estimate) ?? 0);
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-herb-dark sm:p-5" data-testid="catering-request-submitted">
      <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
      <div className="min-w-0">
        <h3 ref={headingRef} tabIndex={-1} className="font-sans text-lg font-semibold text-herb-dark outline-none">
          {t("catering.done.title")}
        </h3>
        <p className="mt-1 text-sm">
          {t("catering.done.reference")}{" "}
          <strong className="font-mono text-base tracking-wide" data-testid="catering-reference">
            {result.reference}
          </strong>
        </p>
        <p className="mt-2 text-sm">
          {t("catering.done.summary", {
            menu: result.menuName,
            date: formatDay(result.eventDate, locale),
            count: result.participants.toLocaleString(locale),
            total: estimate,
          })}
        </p>
        {result.belowMinimum ? <p className="mt-2 text-sm">{t("catering.done.belowMinimum", { count: result.minimumOrder })}</p> : null}
        <p className="mt-2 text-sm">{t("catering.done.mail", { email })}</p>
        <p className="mt-3">
          <Link
            to={result.statusPath}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-herb-dark underline underline-offset-4 hover:text-herb"
          >
            {t("catering.done.follow")}
            <ArrowRight className="size-3.5 rtl:rotate-180" aria-hidden />
          </Link>
        </p>
      </div>
    </div>
  );
});
