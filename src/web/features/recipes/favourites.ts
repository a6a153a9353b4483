import { useCallback, useSyncExternalStore } from "react";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import { createStoredList } from "../../lib/stored-list";

/**
 * Saved recipes live in this browser (the card's heart and /saved-recipes); for a signed-in
 * visitor the account keeps them too (features/account/saved-lists-sync.ts listens to the changes
 * below and sends each one to the server).
 */
export const FAVOURITES_STORAGE_KEY = "saved-recipes";
/** Enough for any cook; keeps the stored list (and one JSON.parse per change) small. */
const MAX_FAVOURITES = 500;

/** A saved recipe keeps what its card shows, so the saved view needs no server call. */
export type SavedRecipe = RecipeSummary & { cuisineLabel?: string; savedAt: string };

const isText = (v: unknown): v is string => typeof v === "string";
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

/** Drops anything in storage that is not a usable saved recipe (old formats, hand edits). */
export function sanitizeSavedRecipes(value: unknown): SavedRecipe[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: SavedRecipe[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== "object") continue;
    const r = entry as Record<string, unknown>;
    if (!Number.isInteger(r.id) || (r.id as number) < 1 || seen.has(r.id as number)) continue;
    seen.add(r.id as number);
    out.push({
      id: r.id as number,
      title: isText(r.title) ? r.title : "",
      description: isText(r.description) ? r.description : "",
      image: isText(r.image) ? r.image : "",
      cuisine: isText(r.cuisine) ? r.cuisine : "",
      category: isText(r.category) ? r.category : "",
      dietType: isText(r.dietType) ? r.dietType : "",
      difficulty: isText(r.difficulty) ? r.difficulty : "",
      prepTime: isCount(r.prepTime) ? r.prepTime : 0,
      cookTime: isCount(r.cookTime) ? r.cookTime : 0,
      servings: isCount(r.servings) ? r.servings : 0,
      rating: isCount(r.rating) ? r.rating : 0,
      reviewCount: isCount(r.reviewCount) ? r.reviewCount : 0,
      featured: r.featured === true,
      ...(isText(r.cuisineLabel) ? { cuisineLabel: r.cuisineLabel } : {}),
      savedAt: isText(r.savedAt) ? r.savedAt : new Date(0).toISOString(),
    });
    if (out.length >= MAX_FAVOURITES) break;
  }
  return out;
}

const { subscribe, getSnapshot, write } = createStoredList(FAVOURITES_STORAGE_KEY, sanitizeSavedRecipes);

/** A change the visitor made (not one copied from the account), as the account sync hears it. */
export type FavouriteChange = { type: "saved"; recipe: SavedRecipe } | { type: "removed"; id: number };
const changeListeners = new Set<(change: FavouriteChange) => void>();
/** Changes made before anyone listened (the account sync loads after the page): told to the first listener. */
const unheard: FavouriteChange[] = [];
const announce = (change: FavouriteChange) => {
  if (changeListeners.size === 0) {
    unheard.push(change);
    if (unheard.length > 100) unheard.shift();
  }
  for (const listener of changeListeners) listener(change);
};

/** The store, usable outside React (tests, other tabs' events). */
export const favouritesStore = {
  subscribe,
  getSnapshot,
  /** Saves the recipe (newest first) or, when already saved, removes it; returns whether it is now saved. */
  toggle(recipe: RecipeSummary, cuisineLabel?: string): boolean {
    const current = getSnapshot();
    if (current.some((r) => r.id === recipe.id)) {
      write(current.filter((r) => r.id !== recipe.id));
      announce({ type: "removed", id: recipe.id });
      return false;
    }
    const saved = sanitizeSavedRecipes([{ ...recipe, cuisineLabel, savedAt: new Date().toISOString() }]);
    write([...saved, ...current].slice(0, MAX_FAVOURITES));
    if (saved[0]) announce({ type: "saved", recipe: saved[0] });
    return true;
  },
  remove(id: number) {
    if (!getSnapshot().some((r) => r.id === id)) return;
    write(getSnapshot().filter((r) => r.id !== id));
    announce({ type: "removed", id });
  },
  /** Replaces the whole list without announcing changes (the account's copy arriving, or sign-out). */
  replaceAll(next: readonly SavedRecipe[]) {
    write(sanitizeSavedRecipes(next));
  },
  /**
   * Hears every change the visitor makes with toggle() and remove(), starting with those made on
   * this page before anyone listened; returns the unsubscribe.
   */
  onChange(listener: (change: FavouriteChange) => void): () => void {
    changeListeners.add(listener);
    for (const change of unheard.splice(0)) listener(change);
    return () => changeListeners.delete(listener);
  },
};

/**
 * The saved recipes, or null while unknown: the server and the first (hydrating) render cannot
 * see this browser's storage, so pages can show a placeholder instead of a wrong empty state.
 */
export function useSavedRecipes(): readonly SavedRecipe[] | null {
  return useSyncExternalStore<readonly SavedRecipe[] | null>(subscribe, getSnapshot, () => null);
}

/** Whether one recipe is saved, and a toggle for it. */
export function useFavourite(recipe: RecipeSummary, cuisineLabel?: string) {
  const saved = useSyncExternalStore(
    subscribe,
    () => getSnapshot().some((r) => r.id === recipe.id),
    () => false,
  );
  const toggle = useCallback(() => favouritesStore.toggle(recipe, cuisineLabel), [recipe, cuisineLabel]);
  return { saved, toggle };
}
