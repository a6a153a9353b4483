import { useSyncExternalStore } from "react";
import { createStoredList } from "../../lib/stored-list";
import { sanitizeFilters, type AdvancedFilters } from "./filters";

/**
 * Saved searches live in this browser (storage lets them survive a
 * reload); for a signed-in visitor the account keeps them too (features/account/saved-lists-sync.ts
 * listens to the changes below).
 */
export const SAVED_SEARCHES_STORAGE_KEY = "advanced-search:saved";
const MAX_SAVED_SEARCHES = 50;
export const MAX_SEARCH_NAME_LENGTH = 80;

export type SavedSearch = { id: string; name: string; filters: AdvancedFilters; createdAt: string };

/** Keeps only well-formed entries, newest first, at most MAX_SAVED_SEARCHES. */
function sanitizeSavedSearches(value: unknown): SavedSearch[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: SavedSearch[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== "object") continue;
    const e = entry as Record<string, unknown>;
    if (typeof e.id !== "string" || !e.id || seen.has(e.id)) continue;
    if (typeof e.name !== "string" || !e.name.trim()) continue;
    const created = typeof e.createdAt === "string" && !Number.isNaN(Date.parse(e.createdAt)) ? e.createdAt : new Date(0).toISOString();
    seen.add(e.id);
    out.push({ id: e.id, name: e.name.trim().slice(0, MAX_SEARCH_NAME_LENGTH), filters: sanitizeFilters(e.filters), createdAt: created });
    if (out.length >= MAX_SAVED_SEARCHES) break;
  }
  return out;
}

const { subscribe, getSnapshot, write } = createStoredList(SAVED_SEARCHES_STORAGE_KEY, sanitizeSavedSearches);

/** A change the visitor made (not one copied from the account), as the account sync hears it. */
export type SavedSearchChange = { type: "saved"; search: SavedSearch } | { type: "removed"; id: string };
const changeListeners = new Set<(change: SavedSearchChange) => void>();
/** Changes made before anyone listened (the account sync loads after the page): told to the first listener. */
const unheard: SavedSearchChange[] = [];
const announce = (change: SavedSearchChange) => {
  if (changeListeners.size === 0) {
    unheard.push(change);
    if (unheard.length > 100) unheard.shift();
  }
  for (const listener of changeListeners) listener(change);
};

function newId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  }
}

export const savedSearchesStore = {
  subscribe,
  getSnapshot,
  save(name: string, filters: AdvancedFilters, now = new Date()): SavedSearch {
    const entry: SavedSearch = {
      id: newId(),
      name: name.trim().slice(0, MAX_SEARCH_NAME_LENGTH),
      filters: sanitizeFilters(filters),
      createdAt: now.toISOString(),
    };
    write([entry, ...getSnapshot()].slice(0, MAX_SAVED_SEARCHES));
    announce({ type: "saved", search: entry });
    return entry;
  },
  remove(id: string) {
    if (!getSnapshot().some((s) => s.id === id)) return;
    write(getSnapshot().filter((s) => s.id !== id));
    announce({ type: "removed", id });
  },
  /** Replaces the whole list without announcing changes (the account's copy arriving, or sign-out). */
  replaceAll(next: readonly unknown[]) {
    write(sanitizeSavedSearches(next));
  },
  /**
   * Hears every change the visitor makes with save() and remove(), starting with those made on
   * this page before anyone listened; returns the unsubscribe.
   */
  onChange(listener: (change: SavedSearchChange) => void): () => void {
    changeListeners.add(listener);
    for (const change of unheard.splice(0)) listener(change);
    return () => changeListeners.delete(listener);
  },
};

/** The saved searches, or null on the server and during hydration (storage is not known yet). */
export function useSavedSearches(): readonly SavedSearch[] | null {
  return useSyncExternalStore<readonly SavedSearch[] | null>(subscribe, getSnapshot, () => null);
}
