/**
 * What makes an admin password acceptable. Kept free of zod so the change-password page can
 * tick its requirements list as the admin types, and the API applies the very same rules.
 *
 * The spec asks for 8 characters at least. Eight characters of one kind fall to an
 * offline guess in hours, so a password must also mix three kinds of characters, unless it is a
 * long passphrase, and may not be built on a word every guessing list starts with.
 */
import { safeNextPath } from "../next-path.ts";

export const ADMIN_PASSWORD_LIMITS = { min: 8, max: 128, passphrase: 16 } as const;

const CHARACTER_KINDS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

/** Words that guessing lists try first, with digits and symbols around them. */
const GUESSABLE_WORDS = new Set([
  "password",
  "passw",
  "pass",
  "admin",
  "administrator",
  "root",
  "qwerty",
  "qwertyuiop",
  "azerty",
  "asdf",
  "asdfgh",
  "letmein",
  "welcome",
  "iloveyou",
  "changeme",
  "secret",
  "login",
  "master",
  "dragon",
  "monkey",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "abc",
  "abcdef",
  "test",
  "default",
  "ayur",
  "ayurkitchen",
  "kitchen",
  "chef",
]);

export type AdminPasswordCheck = {
  /** At least 8 characters (and at most 128). */
  length: boolean;
  /** Three kinds of characters, or a passphrase of 16 characters or more. */
  variety: boolean;
  /** Not a common word or the username dressed up with digits and symbols. */
  notGuessable: boolean;
  /** Not the password it replaces. */
  differsFromCurrent: boolean;
};

const LOOK_ALIKES: Record<string, string> = {
  "@": "a",
  "4": "a",
  "8": "b",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
};

/**
 * The word a password is built on: digits and symbols around it dropped, look-alikes inside it
 * read as letters ("P@ssw0rd2024!" and "Adm1n!" give "password" and "admin").
 */
function coreWordOf(text: string): string {
  const inner = text.replace(/^[^A-Za-z]+/, "").replace(/[^A-Za-z]+$/, "");
  return [...inner.toLowerCase()]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join("")
    .replace(/[^a-z]/g, "");
}

/** Each rule and whether `password` meets it; `username` and `currentPassword` when known. */
export function checkAdminPassword(password: string, context: { username?: string; currentPassword?: string } = {}): AdminPasswordCheck {
  const kinds = CHARACTER_KINDS.filter((pattern) => pattern.test(password)).length;
  const core = coreWordOf(password);
  const username = context.username ? coreWordOf(context.username) : "";
  const lower = password.toLowerCase();
  return {
    length: password.length >= ADMIN_PASSWORD_LIMITS.min && password.length <= ADMIN_PASSWORD_LIMITS.max,
    variety: kinds >= 3 || password.length >= ADMIN_PASSWORD_LIMITS.passphrase,
    notGuessable:
      !GUESSABLE_WORDS.has(core) &&
      // The username, or the username with a few characters added; a long passphrase may contain it.
      !(
        username.length >= 3 &&
        (core === username || (lower.includes(context.username!.toLowerCase()) && password.length < context.username!.length + 8))
      ),
    differsFromCurrent: context.currentPassword === undefined || context.currentPassword === "" || password !== context.currentPassword,
  };
}

/** True when every rule holds. */
export function isAcceptableAdminPassword(password: string, context: { username?: string; currentPassword?: string } = {}): boolean {
  return Object.values(checkAdminPassword(password, context)).every(Boolean);
}

/**
 * Where a successful sign-in may send the admin back to: a path of the admin area only, so a
 * crafted `?next=` can never lead off the site (`//evil.example`, `/\evil`, `https://…`).
 */
export function safeAdminReturnPath(next: string | null | undefined, fallback = "/admin"): string {
  if (!next || next.length > 500) return fallback;
  // Only plain path, query and fragment characters; no backslash, no second slash run, no controls.
  if (!/^[A-Za-z0-9/_\-.~?=&%#+]*$/.test(next) || next.includes("//") || next.includes("/.")) return fallback;
  // The site-wide rule for `next` first (one same-site path, normalised), then the admin area
  // and the chef portal (/chef-admin) that renders in the same frame.
  const path = safeNextPath(next);
  if (!path || !/^\/(?:admin|chef-admin)(?:[/?#]|$)/.test(path)) return fallback;
  return path;
}
