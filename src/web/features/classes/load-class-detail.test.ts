import { describe, expect, it } from "vitest";
import type { CookingClass } from "../../../shared/schemas/catalogue";
import { classSessionEvents, loadClassDetail } from "./load-class-detail";
import { sessionLabel } from "./session-time";

const sourdough: CookingClass = {
  id: 4,
  title: "Sourdough from Starter to Loaf",
  description: "Bake a loaf </script><script>alert(1)</script> from your own starter.",
  image: "/media/art/bread.svg",
  difficulty: "intermediate",
  category: "baking",
  price: 120,
  duration: 150,
  maxParticipants: 10,
  instructorName: "Chef Ana Ruiz",
  instructorImage: "/media/art/ana.svg",
  instructorBio: "Baker.",
  featured: false,
  location: "Bakery Studio",
  whatYouWillLearn: ["Shaping"],
  includes: ["Flour"],
  schedule: [
    // 13:00 in Los Angeles on the day after the autumn change (PST, UTC-8).
    { id: 11, date: "2031-11-03", time: "13:00", startsAt: "2031-11-03T21:00:00.000Z", availableSpots: 2 },
    { id: 12, date: "2031-11-10", time: "13:00", startsAt: "2031-11-10T21:00:00.000Z", availableSpots: 0 },
  ],
};

const source = (found: CookingClass | null) => ({
  asked: [] as number[],
  async getById(id: number) {
    this.asked.push(id);
    return found && found.id === id ? found : null;
  },
});

async function statusOfThrown(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    // React Router's data(): its init carries the status the page answers with.
    const init = (thrown as { init?: { status?: number } | null }).init;
    return init?.status ?? -1;
  }
}

describe("class detail loader", () => {
  it("should answer 404 for an unknown id and for a malformed one, without asking the service for the latter", async () => {
    const classes = source(sourdough);
    expect(await statusOfThrown(loadClassDetail(classes, "99", "https://site.test"))).toBe(404);
    expect(await statusOfThrown(loadClassDetail(classes, "4abc", "https://site.test"))).toBe(404);
    expect(await statusOfThrown(loadClassDetail(classes, undefined, "https://site.test"))).toBe(404);
    expect(classes.asked).toEqual([99]);
  });

  it("should give one schema.org Event per session with its instants, price and seats left", () => {
    const [first, second] = classSessionEvents(sourdough, "https://site.test");
    expect(first).toMatchObject({
      "@type": "Event",
      name: sourdough.title,
      url: "https://site.test/classes/4",
      image: "https://site.test/media/art/bread.svg",
      startDate: "2031-11-03T21:00:00.000Z",
      endDate: "2031-11-03T23:30:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Bakery Studio",
        address: {
          "@type": "PostalAddress",
          streetAddress: "218 Valencia Street",
          addressLocality: "San Francisco",
          addressRegion: "CA",
          postalCode: "94103",
          addressCountry: "US",
        },
      },
      organizer: { "@type": "Organization", name: "Ayur Kitchen", url: "https://site.test" },
      performer: { name: "Chef Ana Ruiz" },
      maximumAttendeeCapacity: 10,
      remainingAttendeeCapacity: 2,
      offers: { price: "120.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect(second).toMatchObject({ remainingAttendeeCapacity: 0, offers: { availability: "https://schema.org/SoldOut" } });
  });

  it("should serialise the structured data so no text in it can close the script element", async () => {
    const data = await loadClassDetail(source(sourdough), "4", "https://site.test");
    expect(data.cookingClass).toBe(sourdough);
    expect(data.jsonLd).not.toBeNull();
    expect(data.jsonLd).not.toContain("</script>");
    expect(JSON.parse(data.jsonLd ?? "")).toHaveLength(2);
  });

  it("should leave the structured data out for a class with no upcoming session", async () => {
    const data = await loadClassDetail(source({ ...sourdough, schedule: [] }), "4", "https://site.test");
    expect(data.jsonLd).toBeNull();
  });
});

describe("session times", () => {
  it("should show the kitchen's wall clock whatever zone the visitor is in", () => {
    const label = sessionLabel(sourdough.schedule[0], "America/Los_Angeles", "en-US");
    expect(label.time).toMatch(/^1:00\sPM$/);
    expect(label.longDate).toBe("Monday, November 3, 2031");
    expect(sessionLabel(sourdough.schedule[0], "Europe/Paris", "fr").time).toBe("22:00");
  });
});
