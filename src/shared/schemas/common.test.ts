import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { optionalFilterSchema, textSchema } from "./common";

const CONTROL = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  "\u007f",
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
];
const LINE_BREAKS_AND_TAB = ["\t", "\n", "\r"];
const LONE_SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff"];

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** Text a person types: any well-formed Unicode without control characters. */
const personText = fc
  .string({ unit: "grapheme", maxLength: 40 })
  .filter((text) => [...text].every((char) => char.charCodeAt(0) >= 0x20 && !(char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f)));

describe("textSchema", () => {
  const name = textSchema({ label: "Name", min: 2, max: 20 });
  const notes = textSchema({ label: "Notes", max: 500, multiline: true });

  it("should refuse NUL and every other control character in a single-line field, wherever it sits", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (bad, before, after) => {
        const result = name.safeParse(`ab${before}${bad}${after}cd`);
        expect(result.success).toBe(false);
        expect(messagesOf(result)).toContain("Name contains characters that are not allowed");
      }),
    );
  });

  it("should refuse half of a surrogate pair, which has no UTF-8 form, but accept emoji", () => {
    for (const half of LONE_SURROGATES) {
      expect(messagesOf(name.safeParse(`ab${half}cd`)), JSON.stringify(half)).toEqual(["Name contains characters that are not allowed"]);
    }
    expect(name.safeParse("Chef 👩🏽‍🍳 🇮🇳").success).toBe(true);
  });

  it("should accept tab and line breaks only in a multi-line field", () => {
    for (const allowed of LINE_BREAKS_AND_TAB) {
      expect(notes.safeParse(`one${allowed}two`).success, JSON.stringify(allowed)).toBe(true);
      expect(name.safeParse(`one${allowed}two`).success, JSON.stringify(allowed)).toBe(false);
    }
    for (const bad of CONTROL.filter((c) => !LINE_BREAKS_AND_TAB.includes(c))) {
      expect(notes.safeParse(`one${bad}two`).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("should accept any text a person types within the bounds, trimmed", () => {
    fc.assert(
      fc.property(personText, fc.constantFrom("", " ", "  \n"), (text, pad) => {
        const result = notes.safeParse(`${pad}${text}${pad}`);
        expect(result.success).toBe(true);
        expect(result.data).toBe(text.trim());
      }),
    );
  });

  it("should bound the length after trimming, with the field's messages", () => {
    expect(name.safeParse(`  ${"a".repeat(20)}  `).data).toBe("a".repeat(20));
    expect(messagesOf(name.safeParse("a".repeat(21)))).toEqual(["Name must be at most 20 characters"]);
    expect(messagesOf(name.safeParse(" a "))).toEqual(["Name must be at least 2 characters"]);
    expect(messagesOf(name.safeParse("x".repeat(10_000)))).toEqual(["Name must be at most 20 characters"]);
  });

  it("should say what is wrong with a value that is missing or not a single string", () => {
    expect(messagesOf(name.safeParse(undefined))).toEqual(["Name is required"]);
    for (const value of [42, null, { toString: "x" }, ["ab", "cd"]]) {
      expect(messagesOf(name.safeParse(value))[0], JSON.stringify(value)).toBe("Name must be a single piece of text");
    }
  });

  it("should use the field's own messages where it has them", () => {
    const question = textSchema({
      label: "Question",
      min: 10,
      max: 30,
      messages: { required: "Ask", type: "Ask", tooShort: "Ask more", tooLong: "Ask less", characters: "Type it" },
    });
    expect(messagesOf(question.safeParse(undefined))).toEqual(["Ask"]);
    expect(messagesOf(question.safeParse("short"))).toEqual(["Ask more"]);
    expect(messagesOf(question.safeParse("x".repeat(31)))).toEqual(["Ask less"]);
    expect(messagesOf(question.safeParse("a question\u0000here"))).toEqual(["Type it"]);
  });

  it("should keep spacing when asked to", () => {
    const raw = textSchema({ label: "text", max: 10, multiline: true, trim: false });
    expect(raw.safeParse("  a\n ").data).toBe("  a\n ");
    expect(raw.safeParse(" \u0000 ").success).toBe(false);
  });
});

describe("optionalFilterSchema", () => {
  it("should refuse a NUL or control character instead of passing it on to the database", () => {
    for (const bad of ["\u0000", "indian\u0000", "\u001b[31m", "thai\ud800"]) {
      expect(messagesOf(optionalFilterSchema.safeParse(bad)), JSON.stringify(bad)).toEqual([
        "Filter value contains characters that are not allowed",
      ]);
    }
  });

  it("should still read blank and 'all' as no filter", () => {
    for (const none of [undefined, "", "  ", "all", " all "]) expect(optionalFilterSchema.parse(none)).toBeUndefined();
    expect(optionalFilterSchema.parse(" indian ")).toBe("indian");
  });
});
