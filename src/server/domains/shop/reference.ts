import { randomBytes } from "node:crypto";

/** Characters without look-alikes (no 0/O, 1/I/L), so a reference read over the phone is unambiguous. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A random reference such as OR-7K2M9Q4X: it reveals nothing about how many came before. */
export function newReference(prefix: string): string {
  const bytes = randomBytes(8);
  return `${prefix}-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}
