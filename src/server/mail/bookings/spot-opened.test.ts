import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { spotOpened } from "./spot-opened.ts";

describe("spot opened", () => {
  it("names the session and links the class, signed once", () => {
    const mail = spotOpened({
      classTitle: HOSTILE,
      date: "Saturday, March 14, 2026",
      time: "10:00 AM",
      classUrl: "https://ayur.example/classes/3",
    });
    expect(mail.subject).toBe(`A spot opened in a ${BRAND.name} class`);
    expect(mail.text).toContain(
      `A spot just opened in ${HOSTILE} on Saturday, March 14, 2026 at 10:00 AM. Spots go to whoever books first: https://ayur.example/classes/3`,
    );
    expectWellFormed(mail, "team");
  });
});
