import { createEvent } from "ics";

type ClassEvent = {
  uid: string;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  durationMinutes: number;
  url: string;
  organizer: { name: string; email: string };
};

/**
 * The booking as an iCalendar invitation. Start and end are written in UTC (DTSTART:...Z), so
 * every calendar places the class at the same instant and shows it at the kitchen's wall-clock
 * time in the kitchen's zone, whatever daylight saving does in between.
 */
export function classInvitation(event: ClassEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: "ayur-kitchen/classes",
    method: "PUBLISH",
    title: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: event.organizer,
    status: "CONFIRMED",
    start: event.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.startsAt.getTime() + event.durationMinutes * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
  });
  if (error || !value) throw error ?? new Error("calendar invitation could not be built");
  return value;
}
