/*
 * Whose saved lists the browser holds (see saved-lists-sync.ts), kept apart from the sync itself:
 * the root layout checks it on every page without loading the sync's code.
 */

/** Where the browser notes whose lists it holds. */
export const LIST_OWNER_STORAGE_KEY = "saved-lists:owner";

export type ListOwner = { owner: string; dirty: boolean };

/** The owner record in local storage; refused storage reads as "nobody's". */
export const browserListOwner = {
  read(): ListOwner | null {
    try {
      const value = JSON.parse(window.localStorage.getItem(LIST_OWNER_STORAGE_KEY) ?? "null") as unknown;
      if (!value || typeof value !== "object") return null;
      const { owner, dirty } = value as Record<string, unknown>;
      return typeof owner === "string" ? { owner, dirty: dirty === true } : null;
    } catch {
      return null;
    }
  },
  write(value: ListOwner | null): void {
    try {
      if (value) window.localStorage.setItem(LIST_OWNER_STORAGE_KEY, JSON.stringify(value));
      else window.localStorage.removeItem(LIST_OWNER_STORAGE_KEY);
    } catch {
      // Refused storage: the lists themselves live only in memory for this visit too.
    }
  },
};
