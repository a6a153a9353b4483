import {
  ArrowLeft,
  CalendarDays,
  Check,
  ChefHat,
  CircleCheck,
  Clock,
  Gift,
  GraduationCap,
  Hourglass,
  Mail,
  MapPin,
  Users,
} from "lucide-react";
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { FEW_SPOTS_LEFT } from "../../../shared/rules/classes";
import { formatDollars, formatMinutes } from "../../../shared/rules/format";
import type { ClassScheduleSlot, CookingClass } from "../../../shared/schemas/catalogue";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import type { PageFormState } from "~/lib/page-form";
import { preloadableLazy } from "~/lib/preloadable-lazy";
import { useRootData } from "~/lib/root-data";
import { BOOKING_ANCHOR, bookingFormParameter, type BookingOpening, type BookingRequest } from "./booking-request";
import { nextSession, sessionLabel, zoneName } from "./session-time";
import { usePagePath } from "~/lib/page-path";

const loadBookingDialog = () => import("./booking-dialog");
const BookingDialog = lazy(loadBookingDialog);
// The same form in the page, when its address asks for it: in the server's HTML, so it works
// before and without the page's scripts, which the first load does not carry.
const bookingPanel = preloadableLazy(() => loadBookingDialog().then((module) => module.BookingPanel));
const BookingPanel = bookingPanel.Component;
/** The class page's loader awaits this when the page will show the booking form. */
export const preloadBookingPanel = bookingPanel.preload;

/** What the class page shows of its booking form: asked for by the address, or just sent. */
export type ClassBookingState = BookingRequest & {
  /** A fresh Idempotency-Key for the form in the page (sent with it when there is no script). */
  idempotencyKey: string | null;
};

function SpotsBadge({ slot }: { slot: ClassScheduleSlot }) {
  const { t } = useI18n();
  const left = slot.availableSpots;
  const text =
    left <= 0
      ? t("classDetail.full")
      : left === 1
        ? t("common.spotLeftOne")
        : left <= FEW_SPOTS_LEFT
          ? t("classDetail.fewLeft", { count: left })
          : t("common.spotsLeft", { count: left });
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        left <= 0
          ? "bg-chili/10 text-chili"
          : left <= FEW_SPOTS_LEFT
            ? "bg-saffron-light text-saffron-dark"
            : "bg-herb-light text-herb-dark",
      )}
    >
      {text}
    </span>
  );
}

/**
 * A control that opens the booking dialog. It is a small form that asks for the page showing the
 * booking form (`?book=`), so a tap before the page's scripts have started, or without them,
 * still leads to the form; once they run, the tap opens the dialog instead.
 */
function BookingOpener({
  classId,
  opening,
  onOpen,
  children,
}: {
  classId: number;
  opening: BookingOpening;
  onOpen: (opening: BookingOpening) => void;
  children: (open: (event: MouseEvent) => void) => ReactNode;
}) {
  const pagePath = usePagePath();
  const { name, value } = bookingFormParameter(opening);
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onOpen(opening);
  };
  return (
    <form method="get" action={pagePath(`${paths.cookingClass(classId)}#${BOOKING_ANCHOR}`)}>
      <input type="hidden" name={name} value={value} />
      {children(open)}
    </form>
  );
}

export function ClassDetailView({
  cookingClass,
  jsonLd,
  booking,
  server,
}: {
  cookingClass: CookingClass;
  jsonLd: string | null;
  booking: ClassBookingState;
  /** The page's answer to its booking form sent without JavaScript. */
  server?: PageFormState;
}) {
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<BookingOpening | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const next = nextSession(cookingClass.schedule);
  const nextLabel = next ? sessionLabel(next, timeZone, locale) : null;
  const zone = zoneName(timeZone, locale, next ? new Date(next.startsAt) : undefined);
  const hasSessions = cookingClass.schedule.length > 0;
  // The form the address asks for, or the one the page just answered (sent without JavaScript).
  const panelOpening: BookingOpening | null =
    booking.form ??
    (server
      ? { mode: server.values.intent === "waitlist" ? "waitlist" : "book", slotId: Number(server.values.session) || undefined }
      : null);
  const waitlistedSlot = booking.waitlisted ? cookingClass.schedule.find((slot) => slot.id === booking.waitlisted) : undefined;
  const waitlistedLabel = waitlistedSlot ? sessionLabel(waitlistedSlot, timeZone, locale) : null;
  const waitlistedSession = waitlistedLabel ? { date: `${waitlistedLabel.longDate}, ${waitlistedLabel.time} ${zone}` } : null;

  const open = (opening: BookingOpening) => {
    setDialog(opening);
    setDialogOpen(true);
  };
  const preload = () => void loadBookingDialog();

  const facts = [
    { icon: Clock, label: t("classDetail.duration"), value: formatMinutes(cookingClass.duration) },
    { icon: GraduationCap, label: t("classDetail.level"), value: t(`class.difficulty.${cookingClass.difficulty}` as MessageKey) },
    { icon: Users, label: t("classDetail.groupSize"), value: t("classDetail.groupSizeValue", { count: cookingClass.maxParticipants }) },
    { icon: MapPin, label: t("classDetail.location"), value: cookingClass.location ?? "", content: true },
  ].filter((fact) => fact.value);

  return (
    <div className="pb-16">
      <article>
        <header className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70">
          <div className="container-page grid gap-8 pt-8 pb-10 sm:pt-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
            <div>
              <Link to={paths.classes} className="inline-flex items-center gap-2 text-sm font-semibold text-herb hover:underline">
                <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
                {t("classDetail.allClasses")}
              </Link>
              <p className="mt-6 flex flex-wrap gap-2">
                <Link
                  to={`${paths.classes}?difficulty=${cookingClass.difficulty}`}
                  className="rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-herb-dark shadow-card hover:text-herb"
                >
                  {t(`class.difficulty.${cookingClass.difficulty}` as MessageKey)}
                </Link>
                <Link
                  to={`${paths.classes}?category=${cookingClass.category}`}
                  className="rounded-full bg-paper px-3 py-1 text-xs font-semibold uppercase tracking-wider text-saffron-dark shadow-card hover:text-herb"
                >
                  {t(`class.category.${cookingClass.category}` as MessageKey)}
                </Link>
              </p>
              <h1 className="mt-4 text-3xl font-semibold leading-tight sm:text-5xl" {...contentRegion}>
                {cookingClass.title}
              </h1>
              <p className="mt-3 text-lg text-ink-soft">{t("class.instructor", { name: cookingClass.instructorName })}</p>
              <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
                <p>
                  <span className="font-display text-4xl font-semibold text-ink">{formatDollars(cookingClass.price)}</span>{" "}
                  <span className="text-ink-soft">{t("classDetail.perPerson")}</span>
                </p>
                {hasSessions ? (
                  <BookingOpener classId={cookingClass.id} opening={{ mode: "book" }} onOpen={open}>
                    {(onClick) => (
                      <Button type="submit" size="lg" onPointerEnter={preload} onFocus={preload} onClick={onClick} aria-haspopup="dialog">
                        <CalendarDays aria-hidden />
                        {t("classDetail.book")}
                      </Button>
                    )}
                  </BookingOpener>
                ) : null}
              </div>
              {nextLabel ? (
                <p className="mt-3 text-sm text-ink-soft">
                  {t("common.nextSession", { date: `${nextLabel.longDate}, ${nextLabel.time} ${zone}` })}
                </p>
              ) : null}
            </div>
            <SmartImage
              src={cookingClass.image}
              alt=""
              width={1200}
              height={800}
              loading="eager"
              fetchPriority="high"
              wrapperClassName="aspect-[3/2] rounded-[var(--radius-card)] shadow-lift"
            />
          </div>
        </header>

        {panelOpening || booking.sent || booking.waitlisted !== null ? (
          <div id={BOOKING_ANCHOR} className="container-page mt-10 scroll-mt-24">
            {booking.sent ? (
              <BookingSentNote
                classId={cookingClass.id}
                icon={<CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />}
                title={t("booking.successTitle")}
              >
                <p className="mt-1 text-sm" data-testid="booking-reference">
                  {t("booking.sentBody", { reference: booking.sent })}
                </p>
              </BookingSentNote>
            ) : booking.waitlisted !== null ? (
              <BookingSentNote
                classId={cookingClass.id}
                icon={<Hourglass className="mt-0.5 size-6 shrink-0" aria-hidden />}
                title={t("waitlist.doneTitle")}
              >
                <p className="mt-1 text-sm">
                  {waitlistedSession ? t("waitlist.sentBody", waitlistedSession) : t("waitlist.sentBodyAnySession")}
                </p>
              </BookingSentNote>
            ) : panelOpening ? (
              <BookingPanel
                opening={panelOpening}
                cookingClass={cookingClass}
                server={server}
                idempotencyKey={booking.idempotencyKey}
                onBooked={() => void revalidator.revalidate()}
              />
            ) : null}
          </div>
        ) : null}

        <div className="container-page mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0">
            <section aria-labelledby="class-facts">
              <h2 id="class-facts" className="sr-only">
                {t("classDetail.facts")}
              </h2>
              <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
                {facts.map(({ icon: Icon, label, value, content }) => (
                  <div key={label} className="rounded-2xl border border-line/70 bg-paper p-4 shadow-card">
                    <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-ink-soft">
                      <Icon className="size-4 text-herb" aria-hidden />
                      {label}
                    </dt>
                    <dd className="mt-1 font-semibold text-ink" {...(content ? contentRegion : {})}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="class-about" className="mt-10">
              <h2 id="class-about" className="text-2xl font-semibold">
                {t("classDetail.about")}
              </h2>
              <p className="mt-3 text-lg leading-8 text-ink-soft" {...contentRegion}>
                {cookingClass.description}
              </p>
            </section>

            <div className="mt-10 grid gap-6 md:grid-cols-2">
              <section aria-labelledby="class-learn" className="rounded-[var(--radius-card)] bg-herb-light/50 p-6">
                <h2 id="class-learn" className="flex items-center gap-2 text-xl font-semibold">
                  <ChefHat className="size-5 text-herb" aria-hidden />
                  {t("classDetail.learn")}
                </h2>
                <ul className="mt-4 space-y-3">
                  {cookingClass.whatYouWillLearn.map((item) => (
                    <li key={item} className="flex gap-3 text-ink-soft">
                      <Check className="mt-1 size-4 shrink-0 text-herb" aria-hidden />
                      <span {...contentRegion}>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="class-includes" className="rounded-[var(--radius-card)] bg-saffron-light/60 p-6">
                <h2 id="class-includes" className="flex items-center gap-2 text-xl font-semibold">
                  <Gift className="size-5 text-saffron-dark" aria-hidden />
                  {t("classDetail.includes")}
                </h2>
                <ul className="mt-4 space-y-3">
                  {cookingClass.includes.map((item) => (
                    <li key={item} className="flex gap-3 text-ink-soft">
                      <Check className="mt-1 size-4 shrink-0 text-saffron-dark" aria-hidden />
                      <span {...contentRegion}>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </div>

            <section aria-labelledby="class-sessions" className="mt-10">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="class-sessions" className="text-2xl font-semibold">
                  {t("classDetail.sessions")}
                </h2>
                <p className="text-sm text-ink-soft">{t("classesPage.timesNote", { zone })}</p>
              </div>
              {hasSessions ? (
                <ul
                  className="mt-4 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card"
                  data-testid="class-sessions"
                >
                  {cookingClass.schedule.map((slot) => {
                    const label = sessionLabel(slot, timeZone, locale);
                    const full = slot.availableSpots <= 0;
                    return (
                      <li
                        key={slot.id}
                        className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6"
                        data-session-id={slot.id}
                      >
                        <div className="min-w-0">
                          <p className="font-semibold text-ink">
                            <time dateTime={slot.startsAt}>{label.longDate}</time>
                          </p>
                          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                            <span>
                              {label.time} {zone}
                            </span>
                            <SpotsBadge slot={slot} />
                          </p>
                        </div>
                        <BookingOpener
                          classId={cookingClass.id}
                          opening={{ mode: full ? "waitlist" : "book", slotId: slot.id }}
                          onOpen={open}
                        >
                          {(onClick) =>
                            full ? (
                              <Button
                                type="submit"
                                variant="outline"
                                size="sm"
                                onPointerEnter={preload}
                                onFocus={preload}
                                onClick={onClick}
                                aria-label={t("classDetail.waitlistSessionLabel", { date: label.longDate, time: label.time })}
                                aria-haspopup="dialog"
                              >
                                {t("classDetail.waitlist")}
                              </Button>
                            ) : (
                              <Button
                                type="submit"
                                size="sm"
                                onPointerEnter={preload}
                                onFocus={preload}
                                onClick={onClick}
                                aria-label={t("classDetail.bookSessionLabel", { date: label.longDate, time: label.time })}
                                aria-haspopup="dialog"
                              >
                                {t("classDetail.bookSession")}
                              </Button>
                            )
                          }
                        </BookingOpener>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <div className="mt-4 flex flex-col gap-4 rounded-[var(--radius-card)] border border-dashed border-line bg-paper p-6 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-ink-soft">{t("classDetail.noSessions")}</p>
                  <ButtonLink to={`${paths.contact}?subject=class-booking`} variant="outline" className="shrink-0">
                    <Mail aria-hidden />
                    {t("classDetail.contactUs")}
                  </ButtonLink>
                </div>
              )}
            </section>
          </div>

          <aside aria-labelledby="class-instructor" className="lg:sticky lg:top-24 lg:self-start">
            <div className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card">
              <h2 id="class-instructor" className="text-sm font-semibold uppercase tracking-wider text-ink-soft">
                {t("classDetail.instructor")}
              </h2>
              <div className="mt-4 flex items-center gap-4">
                <SmartImage
                  src={cookingClass.instructorImage}
                  alt={t("classDetail.instructorPhoto", { name: cookingClass.instructorName })}
                  width={160}
                  height={160}
                  loading="lazy"
                  wrapperClassName="size-20 shrink-0 rounded-full"
                />
                <p className="font-display text-xl font-semibold">{cookingClass.instructorName}</p>
              </div>
              <p className="mt-4 leading-7 text-ink-soft" {...contentRegion}>
                {cookingClass.instructorBio}
              </p>
            </div>
          </aside>
        </div>
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      </article>
      {dialog ? (
        <Suspense fallback={null}>
          <BookingDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            opening={dialog}
            cookingClass={cookingClass}
            onBooked={() => void revalidator.revalidate()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** What the page says once its form was sent: the outcome, never what the visitor typed. */
function BookingSentNote({ classId, icon, title, children }: { classId: number; icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="booking-sent-title"
      className="mx-auto max-w-2xl rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-7"
    >
      <div role="status" className="flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-herb-dark">
        {icon}
        <div>
          <h2 id="booking-sent-title" className="font-sans text-lg font-semibold text-herb-dark">
            {title}
          </h2>
          {children}
        </div>
      </div>
      <div className="mt-5 flex justify-end">
        <ButtonLink to={paths.cookingClass(classId)} variant="outline">
          {t("booking.backToClass")}
        </ButtonLink>
      </div>
    </section>
  );
}

export function ClassNotFoundView() {
  const { t } = useI18n();
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-semibold">{t("classDetail.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("classDetail.notFoundBody")}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={paths.classes}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t("classDetail.browseClasses")}
        </ButtonLink>
      </div>
    </div>
  );
}
