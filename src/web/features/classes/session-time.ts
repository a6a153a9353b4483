import type { ClassScheduleSlot } from "../../../shared/schemas/catalogue";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

/**
 * A session's date and time as the kitchen's clocks show them (the site's time zone), in the
 * visitor's language. A visitor in another zone sees the time they must be at the kitchen, with
 * the zone named, never a time shifted to their own clock.
 */
export function sessionLabel(slot: Pick<ClassScheduleSlot, "startsAt">, timeZone: string, locale: string) {
  const instant = new Date(slot.startsAt);
  return {
    date: dateTimeFormat(locale, { timeZone, weekday: "short", month: "short", day: "numeric" }).format(instant),
    longDate: dateTimeFormat(locale, { timeZone, weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(instant),
    time: dateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(instant),
  };
}

/** The zone's short name at an instant ("PST", "PDT"), for the note beside a list of times. */
export function zoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** The first session that still has a seat, else the first at all (shown as full). */
export function nextSession(schedule: ClassScheduleSlot[]): ClassScheduleSlot | undefined {
  return schedule.find((slot) => slot.availableSpots > 0) ?? schedule[0];
}
