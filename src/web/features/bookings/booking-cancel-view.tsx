import { CalendarX2, CircleCheck, LinkIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { contentRegion } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import type { BookingCancelState } from "./booking-cancel";

const PANEL = "mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-card sm:p-8";

/** The page a confirmation mail's cancel link opens: confirm, done, or a link that no longer works. */
export function BookingCancelView({ state }: { state: BookingCancelState }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  if (state.kind === "confirm") {
    const { booking } = state;
    const rows: [string, string | number, boolean][] = [
      [t("bookingCancel.class"), booking.classTitle, true],
      [t("bookingCancel.date"), booking.date, false],
      [t("bookingCancel.time"), booking.time, false],
      [t("bookingCancel.participants"), booking.participants, false],
      [t("bookingCancel.reference"), booking.reference, false],
    ];
    return (
      <section className={PANEL} aria-labelledby="booking-cancel-title">
        <CalendarX2 className="size-10 text-chili" aria-hidden />
        <h1 id="booking-cancel-title" className="mt-4 text-3xl font-semibold">
          {t("bookingCancel.title")}
        </h1>
        <p className="mt-3 text-ink-soft">{t("bookingCancel.intro")}</p>
        <dl className="mt-6 divide-y divide-line rounded-2xl border border-line">
          {rows.map(([label, value, fromDatabase]) => (
            <div key={label} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
              <dd className="font-medium" {...(fromDatabase ? contentRegion : {})}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button type="submit" variant="danger" size="lg" disabled={submitting}>
            {submitting ? t("bookingCancel.cancelling") : t("bookingCancel.confirm")}
          </Button>
          <ButtonLink to={paths.home} variant="outline" size="lg">
            {t("bookingCancel.keep")}
          </ButtonLink>
        </Form>
      </section>
    );
  }

  const done = state.kind === "cancelled";
  const Icon = done ? CircleCheck : LinkIcon;
  return (
    <section className={PANEL} aria-labelledby="booking-cancel-title">
      <Icon className={done ? "size-10 text-herb" : "size-10 text-saffron-dark"} aria-hidden />
      <h1 id="booking-cancel-title" className="mt-4 text-3xl font-semibold">
        {done ? t("bookingCancel.doneTitle") : t("bookingCancel.invalidTitle")}
      </h1>
      <p className="mt-3 text-ink-soft">
        {done ? t("bookingCancel.doneBody") : t("bookingCancel.invalidBody")}{" "}
        {done ? null : (
          <a className="font-semibold text-herb underline" href={`mailto:${BRAND.email}`}>
            {BRAND.email}
          </a>
        )}
      </p>
      <ButtonLink to={paths.home} className="mt-6" size="lg">
        {t("bookingCancel.home")}
      </ButtonLink>
    </section>
  );
}
