import { createHash } from "node:crypto";

/** The memory's key for a segment: SHA-256 of its text, hexadecimal. */
export const segmentHash = (text: string) => createHash("sha256").update(text).digest("hex");

/** Text with no letter at all (prices, numbers, punctuation, emoji) reads the same in every language. */
export const hasLetters = (text: string) => /\p{L}/u.test(text);

/** A text split into its translatable core and the white space around it, kept as it was. */
export type Segment = { lead: string; core: string; trail: string };
export function segmentOf(text: string): Segment {
  const core = text.trim();
  if (!core) return { lead: text, core: "", trail: "" };
  const start = text.indexOf(core);
  return { lead: text.slice(0, start), core, trail: text.slice(start + core.length) };
}
