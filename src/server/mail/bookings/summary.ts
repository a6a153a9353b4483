import { lines } from "../layout.ts";

/** A booking's facts, as the customer's confirmation and the team's notice both list them. */
export type BookingFacts = {
  reference: string;
  classTitle: string;
  /** The session's day and time as the site's zone shows them. */
  date: string;
  time: string;
  participants: number;
  totalCents: number;
  location: string;
};

export const bookingSummary = (b: BookingFacts) =>
  lines(
    `Class: ${b.classTitle}`,
    `Date: ${b.date}`,
    `Time: ${b.time}`,
    `Participants: ${b.participants}`,
    `Total: $${(b.totalCents / 100).toFixed(2)}`,
    `Location: ${b.location}`,
    `Reference: ${b.reference}`,
  );
