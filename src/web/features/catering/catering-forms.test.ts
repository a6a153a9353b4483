import { describe, expect, it } from "vitest";
import { buffetBookingFormSchema, cateringMessages } from "../../../shared/schemas/catering";
import { registerEnglishMessages, translate, type MessageKey } from "~/lib/i18n";
import { cateringEn } from "~/lib/i18n/areas/catering/en";
import { cateringMessage } from "./catering-form-messages";
import { defaultGuests, isBelowMinimum, missingFields } from "./catering-form-rules";
import { checkIndustrialForm } from "./industrial-form-check";

registerEnglishMessages(cateringEn);
const t = (key: MessageKey, params?: Record<string, string | number>) => translate("en", key, params);
const notice = { advanceBooking: 30, timeZone: "America/Los_Angeles", locale: "en-US", now: new Date("2031-05-01T20:00:00Z") };

describe("catering form rules", () => {
  it("should start the buffet form at the menu's minimum order, or 25 when it names none", () => {
    expect(defaultGuests(200)).toBe(200);
    expect(defaultGuests(0)).toBe(25);
    expect(defaultGuests(undefined)).toBe(25);
  });

  it("should call the industrial form incomplete while a required field is blank ('Missing Information')", () => {
    expect(missingFields({})).toEqual(["companyName", "contactName", "email", "eventDate", "participants"]);
    expect(
      missingFields({ companyName: "Acme", contactName: " ", email: "a@b.co", eventDate: "2031-06-01", participants: "120", phone: "" }),
    ).toEqual(["contactName"]);
    expect(
      missingFields({ companyName: "Acme", contactName: "Ann", email: "a@b.co", eventDate: "2031-06-01", participants: "120" }),
    ).toEqual([]);
  });

  it("should treat the guest minimum as a hint only", () => {
    expect(isBelowMinimum(20, 25)).toBe(true);
    expect(isBelowMinimum(25, 25)).toBe(false);
    expect(isBelowMinimum(0, 25)).toBe(false);
  });
});

describe("catering form messages", () => {
  it("should say every message of the buffet rules in the catalogue's words", () => {
    const parsed = buffetBookingFormSchema.safeParse({
      customerName: "A",
      customerEmail: "x@",
      customerPhone: "555",
      participants: 0,
      eventDate: "",
      eventTime: "",
      eventLocation: "Hall",
    });
    expect(parsed.success).toBe(false);
    const shown = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], cateringMessage(t, issue.message, notice)]));
    expect(shown).toEqual({
      customerName: "Name must be at least 2 characters",
      customerEmail: "Invalid email address",
      customerPhone: "Phone number must be at least 10 digits",
      participants: "At least 1 participant required",
      eventDate: "Event date is required",
      eventTime: "Event time is required",
      eventLocation: "Event location is required",
    });
  });

  it("should word the server's 422 reasons again, the notice with the menu's earliest day", () => {
    expect(cateringMessage(t, cateringMessages.eventDatePast, notice)).toBe(
      "The event date has already passed. Please choose a later date.",
    );
    expect(cateringMessage(t, cateringMessages.eventDateTooSoon(30, "Saturday, May 31, 2031"), notice)).toBe(
      "This menu needs at least 30 days' notice. The earliest date we can cater is Saturday, May 31, 2031.",
    );
    expect(cateringMessage(t, cateringMessages.eventDateTooFar, notice)).toBe(
      "We take requests up to 2 years ahead. Please choose an earlier date.",
    );
    expect(cateringMessage(t, cateringMessages.rateLimited)).toBe(t("catering.error.rateLimited"));
    expect(cateringMessage(t, "Something new from the server")).toBe("Something new from the server");
  });

  it("should check the industrial form with the API's schema and keep its optional fields optional", () => {
    const ok = checkIndustrialForm(
      {
        companyName: "Acme",
        contactName: "Ann Lee",
        email: "ann@acme.test",
        phone: "",
        eventDate: "2031-06-12",
        eventTime: "",
        participants: 40,
        specialRequests: "",
        recipientEmail: "",
      },
      t,
      notice,
    );
    expect(ok.errors).toEqual({});
    expect(ok.data).toMatchObject({ participants: 40, phone: undefined, recipientEmail: undefined });
    const bad = checkIndustrialForm(
      { companyName: "Acme", contactName: "Ann", email: "ann@", eventDate: "2031-02-30", participants: 1, recipientEmail: "boss@" },
      t,
      notice,
    );
    expect(bad.errors).toEqual({
      email: "Invalid email address",
      eventDate: "Please enter a valid event date",
      recipientEmail: "Invalid copy-to email address",
    });
  });
});
