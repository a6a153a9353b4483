import { BadgeCheck, CalendarDays, CircleCheck, Clock, FileText, Mail, MapPin, Users, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND } from "../../../shared/brand";
import { dayInZone } from "../../../shared/rules/catering";
import type { CateringRequestStatus } from "../../../shared/schemas/catering";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import { formatCents, formatDay, formatTime, priceToCents } from "./catering-options";
import type { CateringRequestData } from "./load-catering-request";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

const STATUS_TONE: Record<CateringRequestStatus, string> = {
  received: "bg-saffron-light text-saffron-dark",
  quoted: "bg-sand text-ink",
  confirmed: "bg-herb-light text-herb-dark",
  declined: "bg-chili/10 text-chili",
};

/** The road a request travels; a declined one leaves it after 'received' or 'quoted'. */
const STEPS = ["received", "quoted", "confirmed"] as const;

const money = (amount: string) => formatCents(priceToCents(amount) ?? 0);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative py-3 ps-8">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-soft">
        <span className="absolute start-0 top-3.5 text-herb">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 text-ink">{children}</dd>
    </div>
  );
}

/**
 * The request status page: where the request stands (received, quoted, confirmed,
 * declined), what happens next, and the request as the team received it, priced as it was then.
 */
export function CateringRequestView({ request, justSent = false }: CateringRequestData & { justSent?: boolean }) {
  const { t, locale } = useI18n();
  const dateTime = (iso: string) => dateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
  const reached = STEPS.indexOf(request.status as (typeof STEPS)[number]);
  const menuList = request.kind === "buffet" ? paths.buffetMenus : paths.industrialCatering;
  const title = t("cateringRequest.title", { reference: "\u0000" }).split("\u0000");

  return (
    <div className="container-page max-w-4xl pb-16 pt-8 sm:pt-12">
      {justSent ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-herb-dark sm:p-5"
          data-testid="catering-request-sent"
        >
          <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t("cateringRequest.sentTitle")}</p>
            <p className="mt-1 text-sm">{t("cateringRequest.sentBody")}</p>
          </div>
        </div>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-wider text-herb">
        {t(request.kind === "buffet" ? "cateringRequest.kind.buffet" : "cateringRequest.kind.industrial")}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          {title[0]}
          {/* A reference is read as one word: never broken at its hyphens. */}
          <span className="whitespace-nowrap">{request.reference}</span>
          {title[1]}
        </h1>
        <span
          className={cn("rounded-full px-3 py-1 text-sm font-semibold", STATUS_TONE[request.status])}
          data-testid="catering-request-status"
        >
          <span className="sr-only">{t("cateringRequest.status")}: </span>
          {t(`cateringRequest.status.${request.status}`)}
        </span>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {t("cateringRequest.submittedOn", { date: dateTime(request.submittedAt) })}
        {request.statusChangedAt !== request.submittedAt ? (
          <> · {t("cateringRequest.updatedOn", { date: dateTime(request.statusChangedAt) })}</>
        ) : null}
      </p>

      <div
        className={cn(
          "mt-6 flex gap-3 rounded-2xl p-5",
          request.status === "confirmed"
            ? "bg-herb-light text-herb-dark"
            : request.status === "declined"
              ? "bg-chili/10 text-ink"
              : "bg-saffron-light/80 text-ink",
        )}
      >
        <span className="mt-0.5 shrink-0">
          {request.status === "confirmed" ? (
            <CircleCheck className="size-6" aria-hidden />
          ) : request.status === "declined" ? (
            <XCircle className="size-6 text-chili" aria-hidden />
          ) : (
            <Clock className="size-6" aria-hidden />
          )}
        </span>
        <div>
          <p className="font-semibold">{t(`cateringRequest.statusTitle.${request.status}`)}</p>
          <p className="mt-1 text-sm">{t(`cateringRequest.statusBody.${request.status}`)}</p>
          {request.declineReason ? (
            <div className="mt-3" data-testid="catering-decline-reason">
              <p className="text-xs font-semibold uppercase tracking-wider text-ink-soft">{t("cateringRequest.declineReason")}</p>
              <p className="mt-1 whitespace-pre-line text-sm">{request.declineReason}</p>
            </div>
          ) : null}
        </div>
      </div>

      {request.status !== "declined" ? (
        <ol className="mt-6 grid grid-cols-3 gap-2" aria-label={t("cateringRequest.progress")}>
          {STEPS.map((step, index) => {
            const done = index <= reached;
            return (
              <li key={step} className="flex flex-col gap-2" aria-current={index === reached ? "step" : undefined}>
                <span className={cn("h-1.5 rounded-full", done ? "bg-herb" : "bg-line")} aria-hidden />
                <span className={cn("text-sm", done ? "font-semibold text-ink" : "text-ink-soft")}>
                  {t(`cateringRequest.status.${step}`)}
                  <span className="sr-only"> {done ? t("cateringRequest.stepDone") : t("cateringRequest.stepToCome")}</span>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section
          aria-labelledby="request-details"
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7"
        >
          <h2 id="request-details" className="flex items-center gap-2 text-xl font-semibold">
            <FileText className="size-5 text-herb" aria-hidden />
            {t("cateringRequest.details")}
          </h2>
          <dl className="mt-2 divide-y divide-line">
            <Fact icon={<FileText className="size-5" aria-hidden />} label={t("cateringRequest.menu")}>
              {request.menu.path ? (
                <Link to={request.menu.path} className="font-semibold text-herb hover:underline" {...contentRegion}>
                  {request.menu.name}
                </Link>
              ) : (
                <span {...contentRegion}>{request.menu.name}</span>
              )}
            </Fact>
            <Fact icon={<CalendarDays className="size-5" aria-hidden />} label={t("cateringRequest.when")}>
              {formatDay(request.eventDate, locale)}
              {request.eventTime ? `, ${formatTime(request.eventTime, locale)}` : null}
            </Fact>
            {request.eventLocation ? (
              <Fact icon={<MapPin className="size-5" aria-hidden />} label={t("cateringRequest.location")}>
                <span {...contentRegion}>{request.eventLocation}</span>
              </Fact>
            ) : null}
            <Fact icon={<Users className="size-5" aria-hidden />} label={t("cateringRequest.guests")}>
              {t("catering.guests", { count: request.participants.toLocaleString(locale) })}
              {request.belowMinimum ? (
                <p className="mt-1 text-sm text-ink-soft">{t("catering.done.belowMinimum", { count: request.minimumOrder })}</p>
              ) : null}
            </Fact>
            {request.companyName ? (
              <Fact icon={<Users className="size-5" aria-hidden />} label={t("cateringRequest.company")}>
                <span {...contentRegion}>{request.companyName}</span>
              </Fact>
            ) : null}
            <Fact icon={<Mail className="size-5" aria-hidden />} label={t("cateringRequest.contact")}>
              <span {...contentRegion}>{request.contactName}</span>
            </Fact>
            {request.specialRequests ? (
              <Fact icon={<FileText className="size-5" aria-hidden />} label={t("cateringRequest.specialRequests")}>
                <span className="whitespace-pre-line" {...contentRegion}>
                  {request.specialRequests}
                </span>
              </Fact>
            ) : null}
          </dl>
        </section>

        {request.quote ? (
          <QuoteCard request={request} />
        ) : (
          <section
            aria-labelledby="request-estimate"
            className="self-start rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card"
          >
            <h2 id="request-estimate" className="text-lg font-semibold">
              {t("cateringRequest.estimateTitle")}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-soft">{t("cateringRequest.pricePerPerson")}</dt>
                <dd className="font-semibold">{money(request.pricePerPerson)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-ink-soft">{t("cateringRequest.guests")}</dt>
                <dd className="font-semibold">{request.participants.toLocaleString(locale)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3 text-base">
                <dt className="font-semibold">{t("cateringRequest.estimate")}</dt>
                <dd className="font-display text-2xl font-semibold" data-testid="catering-request-estimate">
                  {money(request.estimate)}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-ink-soft">{t("cateringRequest.estimateNote")}</p>
          </section>
        )}
      </div>

      <p className="mt-8 text-sm text-ink-soft">{t("cateringRequest.questions", { email: BRAND.email, reference: request.reference })}</p>
      <div className="mt-6">
        <ButtonLink to={menuList} variant="outline">
          {t(request.kind === "buffet" ? "cateringRequest.moreBuffets" : "cateringRequest.moreIndustrial")}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The team's quote in place of the estimate: price per person, total, until when it holds, notes. */
function QuoteCard({ request }: CateringRequestData) {
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const quote = request.quote!;
  const expired = request.status === "quoted" && quote.validUntil !== null && quote.validUntil < dayInZone(new Date(), timeZone);
  return (
    <section
      aria-labelledby="request-quote"
      className="self-start rounded-[var(--radius-card)] border-2 border-herb/40 bg-paper p-5 shadow-card"
      data-testid="catering-request-quote"
    >
      <h2 id="request-quote" className="flex items-center gap-2 text-lg font-semibold">
        <BadgeCheck className="size-5 text-herb" aria-hidden />
        {t("cateringRequest.quoteTitle")}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">{t("cateringRequest.quotePricePerPerson")}</dt>
          <dd className="font-semibold" data-testid="catering-quote-price">
            {money(quote.pricePerPerson)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">{t("cateringRequest.quoteGuests")}</dt>
          <dd className="font-semibold">{request.participants.toLocaleString(locale)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3 text-base">
          <dt className="font-semibold">{t("cateringRequest.quoteTotal")}</dt>
          <dd className="font-display text-2xl font-semibold text-herb-dark" data-testid="catering-quote-total">
            {money(quote.total)}
          </dd>
        </div>
      </dl>
      {quote.validUntil ? (
        <p
          className={cn(
            "mt-3 rounded-lg px-3 py-2 text-sm font-medium",
            expired ? "bg-chili/10 text-chili" : "bg-herb-light text-herb-dark",
          )}
        >
          {t(expired ? "cateringRequest.quoteExpired" : "cateringRequest.quoteValidUntil", { date: formatDay(quote.validUntil, locale) })}
        </p>
      ) : null}
      {quote.notes ? (
        <div className="mt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wider text-ink-soft">{t("cateringRequest.quoteNotes")}</h3>
          <p className="mt-1 whitespace-pre-line text-sm">{quote.notes}</p>
        </div>
      ) : null}
      <p className="mt-4 border-t border-line pt-3 text-xs text-ink-soft">
        {t("cateringRequest.menuEstimate", { amount: money(request.estimate) })}
      </p>
    </section>
  );
}

export function CateringRequestNotFoundView() {
  const { t } = useI18n();
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-semibold">{t("cateringRequest.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("cateringRequest.notFoundBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.buffetMenus}>{t("cateringRequest.moreBuffets")}</ButtonLink>
        <ButtonLink to={paths.industrialCatering} variant="outline">
          {t("cateringRequest.moreIndustrial")}
        </ButtonLink>
      </div>
    </div>
  );
}
