import { data } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { positiveIdSchema } from "../../../shared/schemas/common";
import type { CookingClass } from "../../../shared/schemas/catalogue";
import { brandOrganization, postalAddress, serializeJsonLd } from "~/lib/json-ld";

export type ClassDetailSource = { getById: (id: number) => Promise<CookingClass | null> };

export type ClassDetailData = { cookingClass: CookingClass; jsonLd: string | null };

/** Thrown for an id that is not a class's: the page says the class doesn't exist, with status 404. */
export const CLASS_NOT_FOUND = 404;

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

/**
 * Schema.org `Event`s, one per upcoming session, so search engines can show the dates, the price
 * and whether seats are left. Start and end are instants (UTC), which no reader can misplace.
 */
export function classSessionEvents(cookingClass: CookingClass, siteUrl: string): Record<string, unknown>[] {
  const url = absolute(siteUrl, paths.cookingClass(cookingClass.id));
  const place = { "@type": "Place", name: cookingClass.location ?? BRAND.name, address: postalAddress(BRAND.address) };
  return cookingClass.schedule.map((slot) => {
    const start = new Date(slot.startsAt);
    const end = new Date(start.getTime() + cookingClass.duration * 60_000);
    return {
      "@context": "https://schema.org",
      "@type": "Event",
      "@id": `${url}#session-${slot.id}`,
      name: cookingClass.title,
      description: cookingClass.description,
      image: absolute(siteUrl, cookingClass.image),
      url,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: place,
      organizer: brandOrganization(siteUrl),
      performer: { "@type": "Person", name: cookingClass.instructorName },
      maximumAttendeeCapacity: cookingClass.maxParticipants,
      remainingAttendeeCapacity: slot.availableSpots,
      offers: {
        "@type": "Offer",
        url,
        price: cookingClass.price.toFixed(2),
        priceCurrency: "USD",
        availability: slot.availableSpots > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      },
    };
  });
}

/**
 * The data of /classes/{id}: the class with its upcoming sessions and their structured data. An
 * id that is malformed or unknown is a 404, thrown.
 */
export async function loadClassDetail(source: ClassDetailSource, idParam: string | undefined, siteUrl: string): Promise<ClassDetailData> {
  const id = positiveIdSchema.safeParse(idParam ?? "");
  const cookingClass = id.success ? await source.getById(id.data) : null;
  if (!cookingClass) throw data({ reason: "not-found" }, { status: CLASS_NOT_FOUND });
  const events = classSessionEvents(cookingClass, siteUrl);
  return { cookingClass, jsonLd: events.length > 0 ? serializeJsonLd(events) : null };
}
