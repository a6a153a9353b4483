/**
 * Wall-clock times in a named time zone and the instants they mean, with nothing but Intl, so
 * the server and the browser agree without a time-zone library.
 */

import { dateTimeFormat } from "./intl-formats.ts";

/** The zone's offset from UTC at `instant`, in minutes (Los Angeles in July: -420). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the clocks of `timeZone` show `date` (YYYY-MM-DD) and `time` (HH:MM).
 * Two passes, because the offset to use is the one in force at the answer, not at the guess
 * (this is what makes the day after a daylight-saving change come out right). A time skipped by
 * a spring-forward change resolves to the hour after, as calendars do.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** True when Intl knows the zone name (config validation). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** "Saturday, March 14, 2026" and "11:00 AM" for an instant as the zone's clocks show it. */
export function formatInZone(instant: Date, timeZone: string, locale = "en-US"): { date: string; time: string } {
  return {
    date: dateTimeFormat(locale, { timeZone, weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(instant),
    time: dateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(instant),
  };
}

/** The calendar day (YYYY-MM-DD) the clocks of `timeZone` show at `instant`. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}
