import { CalendarDays, Check, CircleAlert, Eye, LoaderCircle, Mail, Send, Users, X } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { addDays, priceToCents, centsToAmount, type CateringRequestStatus } from "../../../shared/schemas/catering";
import { CATERING_DESK_LIMITS, type CateringDeskPage, type CateringDeskRequest } from "../../../shared/schemas/catering-desk";
import { Button } from "~/components/ui/button";
import { DialogFrame } from "~/components/ui/dialog-frame";
import { inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { isSessionLost } from "~/features/admin-review/review-api";
import {
  ApprovalPager,
  DialogSection,
  Facts,
  PreText,
  SearchForm,
  signInAgain,
  useDateFormat,
  usePageLoading,
} from "~/features/admin-review/review-parts";
import { peopleApi } from "./people-api";
import { Badge, FilterPills, ListBody, formatDay, formatDollars, type Tone } from "./people-parts";

export type CateringDeskData = {
  kind: "buffet" | "industrial" | undefined;
  status: CateringRequestStatus | undefined;
  search: string;
  list: CateringDeskPage;
  /** Today in the kitchen's zone (YYYY-MM-DD): the quote's valid-until starts here. */
  today: string;
};

const STATUS_TONE: Record<CateringRequestStatus, Tone> = { received: "saffron", quoted: "sand", confirmed: "herb", declined: "chili" };
const STATUSES: CateringRequestStatus[] = ["received", "quoted", "confirmed", "declined"];

export function CateringStatusBadge({ status }: { status: CateringRequestStatus }) {
  const { t } = useI18n();
  return <Badge tone={STATUS_TONE[status]}>{t(`adminPeople.catering.status.${status}` as MessageKey)}</Badge>;
}

/**
 * /admin/catering: buffet and industrial requests, filtered by kind and status and
 * searched, each opened in a dialog where the team quotes, confirms or declines it.
 */
export function CateringDeskView({ data }: { data: CateringDeskData }) {
  const { t } = useI18n();
  const loading = usePageLoading();
  const { list } = data;
  const [openId, setOpenId] = useState<number | null>(null);
  const current = openId === null ? undefined : list.data.find((item) => item.id === openId);
  const allCount = STATUSES.reduce((sum, s) => sum + list.counts[s], 0);

  return (
    <>
      <AdminPageHeader title={t("adminPeople.catering.title")} intro={t("adminPeople.catering.intro")}>
        <p
          className="rounded-full bg-saffron-light px-4 py-2 text-sm font-semibold text-saffron-dark shadow-card ring-1 ring-saffron/30"
          data-testid="awaiting-count"
        >
          {t("adminPeople.catering.awaiting", { count: list.counts.received })}
        </p>
      </AdminPageHeader>

      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between">
        <div className="flex flex-wrap gap-3">
          <FilterPills
            param="kind"
            value={data.kind}
            label={t("adminPeople.catering.kindFilter")}
            options={[
              { value: undefined, label: t("adminPeople.all") },
              { value: "buffet", label: t("adminPeople.catering.kind.buffet") },
              { value: "industrial", label: t("adminPeople.catering.kind.industrial") },
            ]}
          />
          <FilterPills
            param="status"
            value={data.status}
            label={t("adminPeople.statusFilter")}
            options={[
              { value: undefined, label: t("adminPeople.all"), count: allCount },
              ...STATUSES.map((s) => ({ value: s, label: t(`adminPeople.catering.status.${s}` as MessageKey), count: list.counts[s] })),
            ]}
          />
        </div>
        <SearchForm
          value={data.search}
          label={t("adminPeople.catering.searchLabel")}
          placeholder={t("adminPeople.catering.searchPlaceholder")}
          keep={{ kind: data.kind, status: data.status }}
        />
      </div>

      <ListBody
        loading={loading}
        empty={list.data.length === 0}
        emptyMessage={t("adminPeople.catering.empty")}
        filtered={Boolean(data.search || data.kind || data.status)}
      >
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="catering-list">
          {list.data.map((item) => (
            <RequestCard key={item.id} item={item} onOpen={() => setOpenId(item.id)} />
          ))}
        </ul>
      </ListBody>
      {loading ? null : <ApprovalPager page={list.page} totalPages={list.totalPages} label={t("adminPeople.pagerLabel")} />}

      {current ? (
        <RequestDialog key={`${current.id}-${current.status}`} item={current} today={data.today} onClose={() => setOpenId(null)} />
      ) : null}
    </>
  );
}

function RequestCard({ item, onOpen }: { item: CateringDeskRequest; onOpen: () => void }) {
  const { t, locale } = useI18n();
  const { date } = useDateFormat();
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card" data-testid="catering-card">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold whitespace-nowrap">{item.reference}</span>
        <Badge tone="sand">{t(`adminPeople.catering.kind.${item.kind}` as MessageKey)}</Badge>
        <CateringStatusBadge status={item.status} />
        {item.belowMinimum ? (
          <Badge tone="chili">
            <CircleAlert className="me-1 size-3.5" aria-hidden />
            {t("adminPeople.catering.belowMinimum", { count: item.minimumOrder })}
          </Badge>
        ) : null}
      </div>
      <h2 className="mt-2 font-sans text-base leading-snug font-semibold">{item.menuName}</h2>
      <p className="truncate text-sm text-ink-soft">{[item.companyName, item.contactName].filter(Boolean).join(" · ")}</p>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-herb" aria-hidden />
          {formatDay(item.eventDate, locale)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users className="size-4 text-herb" aria-hidden />
          {t("adminPeople.catering.guests", { count: item.participants.toLocaleString(locale) })}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminPeople.catering.estimate")}</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(item.estimate, locale)}</dd>
          </div>
          {item.quote ? (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminPeople.catering.quoteTotal")}</dt>
              <dd className="font-semibold text-herb-dark tabular-nums">{formatDollars(item.quote.total, locale)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex items-center gap-3">
          <span className="text-xs text-ink-soft">{t("adminPeople.catering.received", { date: date(item.createdAt) })}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={onOpen}
            aria-label={t("adminPeople.catering.openNamed", { reference: item.reference })}
          >
            <Eye aria-hidden />
            {t("adminPeople.catering.open")}
          </Button>
        </div>
      </div>
    </li>
  );
}

type Step = "quote" | "confirm" | "decline";

/** Runs one step with the screen's toasts; the list reloads after success and after a 409. */
function useStep(onDone: () => void) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<Step | null>(null);
  async function run(step: Step, action: () => Promise<unknown>) {
    setBusy(step);
    try {
      await action();
      toast({
        title: t("adminPeople.successTitle"),
        description: t(`adminPeople.catering.${step === "quote" ? "quoted" : step === "confirm" ? "confirmed" : "declined"}` as MessageKey),
      });
      onDone();
      void revalidator.revalidate();
    } catch (error) {
      if (isSessionLost(error)) return signInAgain();
      const status = error instanceof ApiRequestError ? error.status : 0;
      const message =
        error instanceof ApiRequestError && status >= 400 && status < 500
          ? (error.body?.issues?.[0]?.message ?? error.body?.message)
          : undefined;
      toast({
        variant: "destructive",
        title: t("adminPeople.errorTitle"),
        description: status === 409 ? t("adminPeople.catering.notFinal") : (message ?? t("adminPeople.catering.failed")),
      });
      if (status === 409) void revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

function RequestDialog({ item, today, onClose }: { item: CateringDeskRequest; today: string; onClose: () => void }) {
  const { t, locale } = useI18n();
  const { dateTime } = useDateFormat();
  const id = useId();
  const step = useStep(onClose);
  const [price, setPrice] = useState(item.quote?.pricePerPerson ?? item.pricePerPerson);
  const [validUntil, setValidUntil] = useState(
    item.quote?.validUntil && item.quote.validUntil >= today ? item.quote.validUntil : addDays(today, 14),
  );
  const [notes, setNotes] = useState(item.quote?.notes ?? "");
  const [confirmNote, setConfirmNote] = useState("");
  const [reason, setReason] = useState("");
  const priceCents = priceToCents(price);
  const priceValid = priceCents !== null && priceCents > 0;
  const open = item.status === "received" || item.status === "quoted";
  const field = "mb-1.5 block text-sm font-semibold";

  return (
    <DialogFrame
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={item.reference}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <CateringStatusBadge status={item.status} />
          {t(`adminPeople.catering.kind.${item.kind}` as MessageKey)} ·{" "}
          {t("adminPeople.catering.received", { date: dateTime(item.createdAt) })}
        </span>
      }
    >
      <DialogSection title={t("adminPeople.catering.section.event")}>
        <Facts
          items={[
            [t("adminPeople.catering.menu"), item.menuName],
            [t("adminPeople.catering.date"), formatDay(item.eventDate, locale)],
            [t("adminPeople.catering.time"), item.eventTime],
            [t("adminPeople.catering.location"), item.eventLocation],
            [
              t("adminPeople.catering.guestsLabel"),
              <span key="g" className="inline-flex flex-wrap items-center gap-2">
                {item.participants.toLocaleString(locale)}
                {item.belowMinimum ? (
                  <Badge tone="chili">{t("adminPeople.catering.belowMinimum", { count: item.minimumOrder })}</Badge>
                ) : null}
              </span>,
            ],
            [t("adminPeople.catering.minimum"), item.minimumOrder.toLocaleString(locale)],
          ]}
        />
        {item.specialRequests ? <LabelledText label={t("adminPeople.catering.specialRequests")} text={item.specialRequests} /> : null}
      </DialogSection>
      <DialogSection title={t("adminPeople.catering.section.customer")}>
        <Facts
          items={[
            [t("adminPeople.catering.company"), item.companyName],
            [t("adminPeople.catering.contact"), item.contactName],
            [
              t("adminPeople.catering.email"),
              <a key="e" href={`mailto:${item.email}`} className="text-herb hover:underline">
                {item.email}
              </a>,
            ],
            [t("adminPeople.catering.phone"), item.phone],
            [t("adminPeople.catering.copyTo"), item.recipientEmail],
          ]}
        />
      </DialogSection>
      <DialogSection title={t("adminPeople.catering.section.pricing")}>
        <Facts
          items={[
            [t("adminPeople.catering.menuPrice"), formatDollars(item.pricePerPerson, locale)],
            [t("adminPeople.catering.estimate"), formatDollars(item.estimate, locale)],
            [t("adminPeople.catering.quotedPrice"), item.quote ? formatDollars(item.quote.pricePerPerson, locale) : null],
            [t("adminPeople.catering.quotedTotal"), item.quote ? formatDollars(item.quote.total, locale) : null],
            [t("adminPeople.catering.validUntil"), item.quote?.validUntil ? formatDay(item.quote.validUntil, locale) : null],
            [t("adminPeople.catering.quoteNotes"), item.quote?.notes ? <PreText key="n" text={item.quote.notes} /> : null],
          ]}
        />
      </DialogSection>

      {open ? (
        <>
          <DialogSection title={t(item.status === "quoted" ? "adminPeople.catering.section.revise" : "adminPeople.catering.section.quote")}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!priceValid) return;
                void step.run("quote", () =>
                  peopleApi.quote(item.id, { pricePerPerson: price.trim(), validUntil, notes: notes.trim() || undefined }),
                );
              }}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${id}-price`} className={field}>
                    {t("adminPeople.catering.pricePerPerson")}
                  </label>
                  <input
                    id={`${id}-price`}
                    inputMode="decimal"
                    value={price}
                    onChange={(event) => setPrice(event.target.value)}
                    aria-invalid={priceValid ? undefined : true}
                    className={cn(inputClassName(!priceValid), "h-11")}
                    required
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-valid`} className={field}>
                    {t("adminPeople.catering.validUntil")}
                  </label>
                  <input
                    id={`${id}-valid`}
                    type="date"
                    min={today}
                    value={validUntil}
                    onChange={(event) => setValidUntil(event.target.value)}
                    className={cn(inputClassName(false), "h-11")}
                    required
                  />
                </div>
              </div>
              <p className="mt-2 text-sm font-semibold text-herb-dark" aria-live="polite">
                {priceValid
                  ? t("adminPeople.catering.totalPreview", {
                      count: item.participants.toLocaleString(locale),
                      total: formatDollars(centsToAmount(priceCents * item.participants), locale),
                    })
                  : null}
              </p>
              <label htmlFor={`${id}-notes`} className={cn(field, "mt-3")}>
                {t("adminPeople.catering.quoteNotes")}
              </label>
              <textarea
                id={`${id}-notes`}
                rows={3}
                maxLength={CATERING_DESK_LIMITS.notes}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                className={cn(inputClassName(false), "py-2.5")}
              />
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="inline-flex items-center gap-1.5 text-xs text-ink-soft">
                  <Mail className="size-3.5" aria-hidden />
                  {t("adminPeople.catering.mailNote", { email: item.email })}
                </p>
                <Button type="submit" size="sm" disabled={step.busy !== null || !priceValid || !validUntil}>
                  {step.busy === "quote" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                  {t(item.status === "quoted" ? "adminPeople.catering.sendRevised" : "adminPeople.catering.sendQuote")}
                </Button>
              </div>
            </form>
          </DialogSection>

          <DialogSection title={t("adminPeople.catering.section.confirm")}>
            {item.status === "quoted" ? (
              <>
                <label htmlFor={`${id}-confirm`} className={field}>
                  {t("adminPeople.catering.confirmNote")}
                </label>
                <textarea
                  id={`${id}-confirm`}
                  rows={2}
                  maxLength={CATERING_DESK_LIMITS.notes}
                  value={confirmNote}
                  onChange={(event) => setConfirmNote(event.target.value)}
                  className={cn(inputClassName(false), "py-2.5")}
                />
                <div className="mt-3 flex justify-end">
                  <Button
                    size="sm"
                    disabled={step.busy !== null}
                    onClick={() => void step.run("confirm", () => peopleApi.confirm(item.id, { note: confirmNote.trim() || undefined }))}
                  >
                    {step.busy === "confirm" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
                    {t("adminPeople.catering.confirm")}
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm text-ink-soft">{t("adminPeople.catering.confirmNeedsQuote")}</p>
            )}
          </DialogSection>

          <DialogSection title={t("adminPeople.catering.section.decline")}>
            <label htmlFor={`${id}-reason`} className={field}>
              {t("adminPeople.catering.declineReason")}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={CATERING_DESK_LIMITS.reason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${id}-reason-hint`}
              className={cn(inputClassName(false), "py-2.5")}
            />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <p id={`${id}-reason-hint`} className="text-xs text-ink-soft">
                {reason.trim() ? "" : t("adminPeople.catering.declineHint")}
              </p>
              <Button
                size="sm"
                variant="danger"
                disabled={step.busy !== null || !reason.trim()}
                onClick={() => void step.run("decline", () => peopleApi.decline(item.id, { reason: reason.trim() }))}
              >
                {step.busy === "decline" ? <LoaderCircle className="animate-spin" aria-hidden /> : <X aria-hidden />}
                {t("adminPeople.catering.decline")}
              </Button>
            </div>
          </DialogSection>
        </>
      ) : (
        <DialogSection title={t("adminPeople.catering.section.outcome")}>
          <p
            className={cn(
              "rounded-xl px-4 py-3 text-sm font-medium",
              item.status === "confirmed" ? "bg-herb-light text-herb-dark" : "bg-chili/10 text-chili",
            )}
          >
            {t(item.status === "confirmed" ? "adminPeople.catering.finalConfirmed" : "adminPeople.catering.finalDeclined")}
          </p>
          {item.declineReason ? <LabelledText label={t("adminPeople.catering.declinedBecause")} text={item.declineReason} /> : null}
        </DialogSection>
      )}
    </DialogFrame>
  );
}

/** A free text of the request (the customer's wishes, the team's reason) under its label. */
function LabelledText({ label, text }: { label: string; text: string }) {
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</p>
      <PreText text={text} />
    </div>
  );
}
