import { ArrowLeft, CalendarPlus, ChefHat, Clock, LoaderCircle, Printer, Users, UserRoundX, XCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Form, Link, useNavigate } from "react-router";
import { paths } from "../../../shared/paths";
import {
  CLASS_DESK_LIMITS,
  type DeskClass,
  type DeskPage,
  type DeskSession,
  type DeskSessionDetail,
  type SessionWhen,
} from "../../../shared/schemas/class-desk";
import { Button, ButtonLink } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { useDeskAction } from "~/features/admin/use-desk-action";
import { classDeskApi } from "./class-desk-api";

export type ClassesDeskData = {
  classes: DeskClass[];
  selected: DeskClass | null;
  when: SessionWhen;
  sessions: DeskPage<DeskSession> | null;
  session: DeskSessionDetail | null;
};

const FIELD =
  "h-11 w-full rounded-xl border border-line bg-paper px-3.5 text-sm outline-none focus:border-herb focus:ring-2 focus:ring-herb/20";

/** Session times as the kitchen's clock shows them, in the admin's language. */
function useSessionFormat() {
  const { locale } = useI18n();
  const { timeZone } = useRootData();
  return {
    day: (iso: string) =>
      new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone }).format(
        new Date(iso),
      ),
    time: (iso: string) => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso)),
    full: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(iso)),
    short: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso)),
  };
}

/** `/chef-admin?class=..&when=..&page=..&session=..` with some values changed. */
function deskHref(values: { classId?: number | null; when?: SessionWhen; page?: number; session?: number | null }) {
  const params = new URLSearchParams();
  if (values.classId) params.set("class", String(values.classId));
  if (values.when && values.when !== "upcoming") params.set("when", values.when);
  if (values.page && values.page > 1) params.set("page", String(values.page));
  if (values.session) params.set("session", String(values.session));
  const query = params.toString();
  return `${paths.chefAdmin}${query ? `?${query}` : ""}`;
}

/**
 * /chef-admin: the classes desk. The classes on the left; the chosen class's sessions (upcoming
 * or past) on the right with their seats, and for each: the attendee list (printable), the
 * capacity and the cancellation. Choices live in the URL and are answered by the server.
 */
export function ClassesDeskView({ data }: { data: ClassesDeskData }) {
  const { t } = useI18n();
  const { timeZone } = useRootData();
  return (
    <>
      <div className="print:hidden">
        <AdminPageHeader title={t("adminClasses.title")} intro={t("adminClasses.intro", { zone: timeZone })} />
      </div>
      {data.classes.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-paper/70 px-6 py-14 text-center font-semibold">
          {t("adminClasses.noClasses")}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] print:block">
          <ClassPicker classes={data.classes} selectedId={data.selected?.id ?? null} />
          <div className="min-w-0">
            {data.session ? (
              <AttendeeSheet session={data.session} backHref={deskHref({ classId: data.session.classId, when: data.when })} />
            ) : data.selected && data.sessions ? (
              <SessionBoard cls={data.selected} when={data.when} sessions={data.sessions} />
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}

function ClassPicker({ classes, selectedId }: { classes: DeskClass[]; selectedId: number | null }) {
  const { t } = useI18n();
  const { short } = useSessionFormat();
  const navigate = useNavigate();
  const pickerId = useId();
  return (
    <aside className="print:hidden" aria-label={t("adminClasses.classesLabel")}>
      {/* A phone gets a select (a GET form, so it works before the scripts load). */}
      <Form method="get" className="flex items-end gap-2 lg:hidden">
        <label className="flex-1" htmlFor={pickerId}>
          <span className="mb-1.5 block text-sm font-semibold">{t("adminClasses.chooseClass")}</span>
          <select
            id={pickerId}
            name="class"
            defaultValue={selectedId ?? undefined}
            className={FIELD}
            onChange={(e) => void navigate(deskHref({ classId: Number(e.target.value) }))}
          >
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          {t("adminClasses.show")}
        </Button>
      </Form>
      <ul className="hidden space-y-2 lg:block">
        {classes.map((c) => {
          const active = c.id === selectedId;
          return (
            <li key={c.id}>
              <Link
                to={deskHref({ classId: c.id })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-2xl border p-4 transition-colors",
                  active ? "border-herb bg-herb-light/60 shadow-card" : "border-line/70 bg-paper hover:border-herb/60",
                )}
              >
                <span className="block font-semibold leading-snug">{c.title}</span>
                <span className="mt-1 block text-xs text-ink-soft">
                  {c.instructorName} · {t("adminClasses.minutes", { count: c.duration })}
                </span>
                <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
                  <span className="font-semibold text-herb-dark">{t("adminClasses.upcomingCount", { count: c.upcomingSessions })}</span>
                  {c.upcomingCapacity > 0 ? (
                    <span className="text-ink-soft">
                      {t("adminClasses.seatsSummary", { taken: c.upcomingTaken, capacity: c.upcomingCapacity })}
                    </span>
                  ) : null}
                </span>
                {c.nextStartsAt ? (
                  <span className="mt-1 block text-xs text-ink-soft">{t("adminClasses.nextOn", { date: short(c.nextStartsAt) })}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

function SessionBoard({ cls, when, sessions }: { cls: DeskClass; when: SessionWhen; sessions: DeskPage<DeskSession> }) {
  const { t } = useI18n();
  const [resizing, setResizing] = useState<DeskSession | null>(null);
  const [cancelling, setCancelling] = useState<DeskSession | null>(null);
  return (
    <section aria-labelledby="class-heading" className="rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <h2 id="class-heading" className="text-2xl font-semibold">
            {cls.title}
          </h2>
          <p className="mt-0.5 text-sm text-ink-soft">
            {cls.instructorName} · {t("adminClasses.minutes", { count: cls.duration })} ·{" "}
            {t("adminClasses.price", { price: cls.price.toFixed(2) })}
          </p>
        </div>
        <ButtonLink to={paths.cookingClass(cls.id)} variant="outline" size="sm">
          {t("adminClasses.publicPage")}
        </ButtonLink>
      </div>
      <AddSessionForm cls={cls} />
      <nav aria-label={t("adminClasses.whenLabel")} className="border-b border-line px-5 sm:px-6">
        <ul className="-mb-px flex gap-1">
          {(["upcoming", "past"] as const).map((value) => (
            <li key={value}>
              <Link
                to={deskHref({ classId: cls.id, when: value })}
                aria-current={value === when ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold",
                  value === when ? "border-herb text-herb-dark" : "border-transparent text-ink-soft hover:text-ink",
                )}
              >
                {t(value === "upcoming" ? "adminClasses.upcoming" : "adminClasses.past")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {sessions.data.length === 0 ? (
        <p className="px-6 py-12 text-center text-ink-soft">{t(when === "upcoming" ? "adminClasses.noUpcoming" : "adminClasses.noPast")}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="session-list">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              when={when}
              onResize={() => setResizing(session)}
              onCancel={() => setCancelling(session)}
            />
          ))}
        </ul>
      )}
      {sessions.totalPages > 1 ? (
        <nav
          aria-label={t("adminClasses.pagerLabel")}
          className="flex items-center justify-between gap-3 border-t border-line px-5 py-3 text-sm sm:px-6"
        >
          {sessions.hasPrev ? (
            <Link className="font-semibold text-herb hover:underline" to={deskHref({ classId: cls.id, when, page: sessions.page - 1 })}>
              {t("adminClasses.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-ink-soft">{t("adminClasses.pageOf", { page: sessions.page, total: sessions.totalPages })}</span>
          {sessions.hasNext ? (
            <Link className="font-semibold text-herb hover:underline" to={deskHref({ classId: cls.id, when, page: sessions.page + 1 })}>
              {t("adminClasses.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {resizing ? <CapacityDialog session={resizing} onClose={() => setResizing(null)} /> : null}
      {cancelling ? <CancelDialog session={cancelling} onClose={() => setCancelling(null)} /> : null}
    </section>
  );
}

function SeatBar({ taken, capacity }: { taken: number; capacity: number }) {
  const share = capacity > 0 ? Math.min(100, Math.round((taken / capacity) * 100)) : 0;
  return (
    <span aria-hidden className="block h-1.5 w-full overflow-hidden rounded-full bg-sand">
      <span className={cn("block h-full rounded-full", share >= 100 ? "bg-saffron-dark" : "bg-herb")} style={{ width: `${share}%` }} />
    </span>
  );
}

function SessionRow({
  session,
  when,
  onResize,
  onCancel,
}: {
  session: DeskSession;
  when: SessionWhen;
  onResize: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { day, time } = useSessionFormat();
  const full = session.taken >= session.capacity;
  const changeable = !session.cancelledAt && !session.past;
  const label = `${day(session.startsAt)} ${time(session.startsAt)}`;
  return (
    <li
      className="grid gap-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center sm:px-6 2xl:grid-cols-[minmax(0,1fr)_10rem_auto]"
      data-testid="session-row"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <time dateTime={session.startsAt} className="whitespace-nowrap">
            {day(session.startsAt)}
          </time>
          <span className="inline-flex items-center gap-1 text-sm font-medium text-ink-soft">
            <Clock className="size-3.5" aria-hidden />
            {time(session.startsAt)}
          </span>
          {session.cancelledAt ? (
            <span className="rounded-full bg-chili/10 px-2 py-0.5 text-xs font-semibold text-chili">{t("adminClasses.cancelled")}</span>
          ) : full ? (
            <span className="rounded-full bg-saffron-light px-2 py-0.5 text-xs font-semibold text-saffron-dark">
              {t("adminClasses.full")}
            </span>
          ) : null}
        </p>
        {session.waiting > 0 ? (
          <p className="mt-0.5 text-xs text-ink-soft">{t("adminClasses.waitingCount", { count: session.waiting })}</p>
        ) : null}
      </div>
      <div className={cn(session.cancelledAt && "opacity-50")}>
        <p className="mb-1 text-sm tabular-nums" data-testid="seats">
          {t("adminClasses.seats", { taken: session.taken, capacity: session.capacity })}
        </p>
        <SeatBar taken={session.taken} capacity={session.capacity} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 2xl:col-span-1 2xl:justify-end">
        <ButtonLink
          to={deskHref({ classId: session.classId, when, session: session.id })}
          variant="outline"
          size="sm"
          aria-label={t("adminClasses.attendeesOf", { when: label })}
        >
          <Users aria-hidden />
          {t("adminClasses.attendees")}
        </ButtonLink>
        {changeable ? (
          <>
            <Button variant="outline" size="sm" onClick={onResize} aria-label={t("adminClasses.capacityOf", { when: label })}>
              {t("adminClasses.capacity")}
            </Button>
            <Button variant="danger" size="sm" onClick={onCancel} aria-label={t("adminClasses.cancelOf", { when: label })}>
              <XCircle aria-hidden />
              {t("adminClasses.cancel")}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

function AddSessionForm({ cls }: { cls: DeskClass }) {
  const { t } = useI18n();
  const { timeZone } = useRootData();
  const id = useId();
  const action = useDeskAction();
  const [values, setValues] = useState({ date: "", time: "11:00", capacity: String(cls.maxParticipants) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await action.run(
      "add",
      () => classDeskApi.addSession(cls.id, { date: values.date, time: values.time, capacity: Number(values.capacity) }),
      {
        success: t("adminClasses.added"),
        failureTitle: t("adminClasses.addFailedTitle"),
        failure: t("adminClasses.failed"),
      },
    );
    if (ok) setValues((v) => ({ ...v, date: "" }));
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 border-b border-line bg-cream/60 px-5 py-4 sm:grid-cols-[1fr_8rem_7rem_auto] sm:items-end sm:px-6"
      aria-labelledby={`${id}-title`}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-bold sm:col-span-4">
        <CalendarPlus className="size-4 text-herb" aria-hidden />
        <span id={`${id}-title`}>{t("adminClasses.addTitle")}</span>
        <span className="font-normal text-ink-soft">{t("adminClasses.zoneHint", { zone: timeZone })}</span>
      </p>
      <label htmlFor={`${id}-date`} className="text-sm font-semibold">
        {t("adminClasses.date")}
        <input
          id={`${id}-date`}
          type="date"
          required
          value={values.date}
          onChange={(e) => setValues({ ...values, date: e.target.value })}
          className={cn(FIELD, "mt-1")}
        />
      </label>
      <label htmlFor={`${id}-time`} className="text-sm font-semibold">
        {t("adminClasses.time")}
        <input
          id={`${id}-time`}
          type="time"
          required
          value={values.time}
          onChange={(e) => setValues({ ...values, time: e.target.value })}
          className={cn(FIELD, "mt-1")}
        />
      </label>
      <label htmlFor={`${id}-capacity`} className="text-sm font-semibold">
        {t("adminClasses.capacity")}
        <input
          id={`${id}-capacity`}
          type="number"
          required
          min={1}
          max={CLASS_DESK_LIMITS.capacity}
          value={values.capacity}
          onChange={(e) => setValues({ ...values, capacity: e.target.value })}
          className={cn(FIELD, "mt-1")}
        />
      </label>
      <Button type="submit" disabled={action.busy !== null}>
        {action.busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <CalendarPlus aria-hidden />}
        {t("adminClasses.add")}
      </Button>
    </form>
  );
}

function CapacityDialog({ session, onClose }: { session: DeskSession; onClose: () => void }) {
  const { t } = useI18n();
  const { full } = useSessionFormat();
  const id = useId();
  const action = useDeskAction();
  const [capacity, setCapacity] = useState(String(session.capacity));
  const tooLow = Number(capacity) < session.taken;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await action.run("capacity", () => classDeskApi.changeCapacity(session.id, Number(capacity)), {
      success: t("adminClasses.capacityChanged"),
      failureTitle: t("adminClasses.capacityFailedTitle"),
      failure: t("adminClasses.failed"),
    });
    if (ok) onClose();
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("adminClasses.capacityTitle")}
      description={full(session.startsAt)}
    >
      <form onSubmit={(e) => void submit(e)} className="px-5 py-5 sm:px-7">
        <label htmlFor={`${id}-capacity`} className="block text-sm font-semibold">
          {t("adminClasses.newCapacity")}
        </label>
        <input
          id={`${id}-capacity`}
          type="number"
          min={Math.max(1, session.taken)}
          max={CLASS_DESK_LIMITS.capacity}
          required
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooLow || undefined}
          className={cn(FIELD, "mt-1.5 max-w-40")}
        />
        <p id={`${id}-hint`} className={cn("mt-1.5 text-sm", tooLow ? "font-semibold text-chili" : "text-ink-soft")}>
          {t("adminClasses.capacityHint", { taken: session.taken })}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{t("adminClasses.close")}</Button>
          </DialogClose>
          <Button type="submit" disabled={action.busy !== null}>
            {action.busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {t("adminClasses.saveCapacity")}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

function CancelDialog({ session, onClose }: { session: DeskSession; onClose: () => void }) {
  const { t } = useI18n();
  const { full } = useSessionFormat();
  const id = useId();
  const action = useDeskAction();
  const [reason, setReason] = useState("");

  async function confirm() {
    const ok = await action.run("cancel", () => classDeskApi.cancelSession(session.id, reason), {
      success: t("adminClasses.cancelledDone"),
      failureTitle: t("adminClasses.cancelFailedTitle"),
      failure: t("adminClasses.failed"),
    });
    if (ok) onClose();
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("adminClasses.cancelTitle")}
      description={`${session.classTitle} · ${full(session.startsAt)}`}
    >
      <div className="px-5 py-5 sm:px-7">
        <p className="flex gap-3 rounded-2xl bg-chili/10 p-4 text-sm">
          <UserRoundX className="size-5 shrink-0 text-chili" aria-hidden />
          {t("adminClasses.cancelWarning", { taken: session.taken, waiting: session.waiting })}
        </p>
        <label htmlFor={`${id}-reason`} className="mt-4 block text-sm font-semibold">
          {t("adminClasses.reason")}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={CLASS_DESK_LIMITS.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t("adminClasses.reasonPlaceholder")}
          className="mt-1.5 w-full rounded-xl border border-line bg-paper px-3.5 py-2.5 text-sm outline-none focus:border-herb focus:ring-2 focus:ring-herb/20"
        />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{t("adminClasses.keepSession")}</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void confirm()} disabled={action.busy !== null}>
            {action.busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <XCircle aria-hidden />}
            {t("adminClasses.confirmCancel")}
          </Button>
        </div>
      </div>
    </DialogFrame>
  );
}

/** The attendee list and waiting list of one session, laid out to print on paper as it is. */
function AttendeeSheet({ session, backHref }: { session: DeskSessionDetail; backHref: string }) {
  const { t } = useI18n();
  const { full, short } = useSessionFormat();
  const confirmed = session.attendees.filter((a) => a.status === "confirmed");
  const cancelled = session.attendees.filter((a) => a.status === "cancelled");
  const seats = confirmed.reduce((sum, a) => sum + a.participants, 0);
  return (
    <section
      aria-labelledby="sheet-heading"
      className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-6 print:border-0 print:bg-white print:p-0 print:shadow-none"
      data-testid="attendee-sheet"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={backHref} className="inline-flex h-10 items-center gap-2 text-sm font-semibold text-herb hover:underline">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t("adminClasses.backToSessions")}
        </Link>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden />
          {t("adminClasses.print")}
        </Button>
      </div>
      <p className="flex items-center gap-2 text-sm font-semibold text-herb-dark">
        <ChefHat className="size-4" aria-hidden />
        {session.classTitle}
      </p>
      <h2 id="sheet-heading" className="mt-1 text-2xl font-semibold">
        {full(session.startsAt)}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t("adminClasses.seats", { taken: session.taken, capacity: session.capacity })}
        {session.cancelledAt ? ` · ${t("adminClasses.cancelledOn", { date: short(session.cancelledAt) })}` : ""}
      </p>

      <h3 className="mt-6 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
        {t("adminClasses.attendeeList", { count: seats })}
      </h3>
      {confirmed.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t("adminClasses.noAttendees")}</p>
      ) : (
        <AttendeeTable rows={confirmed} />
      )}
      {cancelled.length > 0 ? (
        <>
          <h3 className="mt-6 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
            {t("adminClasses.cancelledBookings", { count: cancelled.length })}
          </h3>
          <AttendeeTable rows={cancelled} muted />
        </>
      ) : null}

      <h3 className="mt-6 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
        {t("adminClasses.waitingList", { count: session.waitingList.length })}
      </h3>
      {session.waitingList.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t("adminClasses.noWaiting")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="border-b border-line text-xs text-ink-soft">
              <tr>
                <th scope="col" className="py-2 pe-3 font-semibold">
                  #
                </th>
                <th scope="col" className="py-2 pe-3 font-semibold">
                  {t("adminClasses.name")}
                </th>
                <th scope="col" className="py-2 pe-3 font-semibold">
                  {t("adminClasses.email")}
                </th>
                <th scope="col" className="py-2 pe-3 font-semibold">
                  {t("adminClasses.joined")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("adminClasses.told")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {session.waitingList.map((w, index) => (
                <tr key={w.id}>
                  <td className="py-2 pe-3 tabular-nums">{index + 1}</td>
                  <td className="py-2 pe-3 font-medium">{w.name}</td>
                  <td className="py-2 pe-3 break-all">{w.email}</td>
                  <td className="py-2 pe-3 whitespace-nowrap">{short(w.joinedAt)}</td>
                  <td className="py-2 whitespace-nowrap">{w.notifiedAt ? short(w.notifiedAt) : t("adminClasses.notYet")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AttendeeTable({ rows, muted = false }: { rows: DeskSessionDetail["attendees"]; muted?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="mt-2 overflow-x-auto">
      <table className={cn("w-full min-w-[36rem] text-left text-sm", muted && "text-ink-soft")}>
        <thead className="border-b border-line text-xs text-ink-soft">
          <tr>
            <th scope="col" className="py-2 pe-3 font-semibold">
              {t("adminClasses.name")}
            </th>
            <th scope="col" className="py-2 pe-3 font-semibold">
              {t("adminClasses.email")}
            </th>
            <th scope="col" className="py-2 pe-3 font-semibold">
              {t("adminClasses.phone")}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              {t("adminClasses.seatsColumn")}
            </th>
            <th scope="col" className="py-2 pe-3 font-semibold">
              {t("adminClasses.reference")}
            </th>
            <th scope="col" className="hidden py-2 font-semibold print:table-cell">
              {t("adminClasses.present")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((a) => (
            <tr key={a.id} data-testid="attendee">
              <td className="py-2 pe-3 font-medium">{a.name}</td>
              <td className="py-2 pe-3 break-all">{a.email}</td>
              <td className="py-2 pe-3 whitespace-nowrap">{a.phone ?? "—"}</td>
              <td className="py-2 pe-3 text-end tabular-nums">{a.participants}</td>
              <td className="py-2 pe-3 font-mono text-xs">{a.reference}</td>
              <td className="hidden py-2 print:table-cell">
                <span aria-hidden className="inline-block size-4 rounded border border-ink" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
