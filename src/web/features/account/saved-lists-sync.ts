import { ACCOUNT_API, ACCOUNT_LIMITS } from "../../../shared/rules/account";
import type { SavedLists, SavedListsMerge, SavedSearchInput, SavedSearchRecord } from "../../../shared/schemas/account";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import type { SavedSearch, SavedSearchChange, savedSearchesStore } from "~/features/advanced-search/saved-searches";
import type { FavouriteChange, favouritesStore, SavedRecipe } from "~/features/recipes/favourites";

/*
 * Saved recipes and saved searches follow the account. The browser keeps working from its own
 * lists (local storage); while someone is signed in each change is also sent to the account, and
 * on the first load where they are signed in the browser hands over what it saved and takes the
 * account's lists in return. Signing out empties the browser's lists: on a shared computer the
 * next person must not see them.
 *
 * A small record in storage says whose lists the browser holds: nobody's (saved while signed out,
 * to be merged into the account), this account's (the account's copy wins), or another account's
 * (that session ended without a sign-out here; its lists are dropped). "dirty" says a change
 * could not be sent, so the next load merges instead of taking the account's copy as it is.
 */

/** Told on `window` when the browser's lists have joined the account's. */
export const SAVED_LISTS_MERGED_EVENT = "saved-lists:merged";

/** Where the browser notes whose lists it holds (the root layout looks for this key by name). */
export const LIST_OWNER_STORAGE_KEY = "saved-lists:owner";

export type ListOwner = { owner: string; dirty: boolean };

/** The account calls the sync makes; the browser's are below, tests give their own. */
export type AccountListsApi = {
  merge: (lists: SavedListsMerge) => Promise<SavedLists>;
  fetch: () => Promise<SavedLists>;
  saveRecipe: (id: number) => Promise<void>;
  removeRecipe: (id: number) => Promise<void>;
  saveSearch: (search: SavedSearchInput) => Promise<void>;
  removeSearch: (id: string) => Promise<void>;
  /** A recipe's card fields, or null when the recipe no longer exists. */
  recipeCard: (id: number) => Promise<RecipeSummary | null>;
};

export type SyncPorts = {
  api: AccountListsApi;
  favourites: Pick<typeof favouritesStore, "getSnapshot" | "replaceAll" | "onChange">;
  searches: Pick<typeof savedSearchesStore, "getSnapshot" | "replaceAll" | "onChange">;
  owner: { read: () => ListOwner | null; write: (value: ListOwner | null) => void };
  now?: () => Date;
};

export type SyncOutcome = "merged" | "fetched" | "failed" | "stopped";

/**
 * A short fingerprint of the account's address (FNV-1a): enough to tell two accounts apart
 * without leaving the address itself in the browser's storage.
 */
export function ownerOf(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

const SEARCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_FILTERS_JSON = 4000;

/** A saved search as the account API takes it. */
export function searchInput(search: SavedSearch): SavedSearchInput {
  return { id: search.id, name: search.name, filters: { ...search.filters }, createdAt: search.createdAt };
}

/** What the browser holds, in the shape and within the limits the merge accepts (anything else stays out). */
export function mergeBody(recipes: readonly SavedRecipe[], searches: readonly SavedSearch[]): SavedListsMerge {
  return {
    recipeIds: recipes.map((r) => r.id).slice(0, ACCOUNT_LIMITS.savedRecipes),
    searches: searches
      .filter((s) => SEARCH_ID.test(s.id) && JSON.stringify(s.filters).length <= MAX_FILTERS_JSON)
      .slice(0, ACCOUNT_LIMITS.savedSearches)
      .map(searchInput),
  };
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the answers. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type Change = { list: "recipes"; change: FavouriteChange } | { list: "searches"; change: SavedSearchChange };

/** Replays on a list the changes the visitor made while the account's copy was on its way. */
function replay(recipes: SavedRecipe[], searches: SavedSearchInput[], changes: readonly Change[]) {
  for (const { list, change } of changes) {
    if (list === "recipes") {
      recipes = recipes.filter((r) => r.id !== (change.type === "saved" ? change.recipe.id : change.id));
      if (change.type === "saved") recipes.unshift(change.recipe);
    } else {
      searches = searches.filter((s) => s.id !== (change.type === "saved" ? change.search.id : change.id));
      if (change.type === "saved") searches.unshift(searchInput(change.search));
    }
  }
  return { recipes, searches };
}

export function createSavedListsSync(ports: SyncPorts) {
  const { api, favourites, searches, owner } = ports;
  const now = ports.now ?? (() => new Date());

  function clearLists() {
    favourites.replaceAll([]);
    searches.replaceAll([]);
    owner.write(null);
  }

  /** The account's lists become the browser's; cards the browser lacks are fetched. */
  async function cardsFor(ids: readonly number[]): Promise<Map<number, SavedRecipe>> {
    const held = new Map(favourites.getSnapshot().map((r) => [r.id, r]));
    const missing = ids.filter((id) => !held.has(id));
    // A card that cannot be fetched now is left out of the browser's list; the account keeps it,
    // and the next load tries again.
    const fetched = await mapLimited(missing, 4, (id) => api.recipeCard(id).catch(() => null));
    const savedAt = now().toISOString();
    missing.forEach((id, i) => {
      const card = fetched[i];
      if (card) held.set(id, { ...card, savedAt });
    });
    return held;
  }

  return {
    /**
     * Follows a signed-in account until stop(): sends each change the visitor makes, and brings
     * the browser's and the account's lists together once. `done` says how that went.
     */
    follow(email: string): { done: Promise<SyncOutcome>; stop: () => void } {
      const me = ownerOf(email);
      let stopped = false;
      let syncing = true;
      let unsent = false;
      const during: Change[] = [];

      const send = (call: () => Promise<void>, gone404 = false) => {
        void call().catch((error: unknown) => {
          // A recipe that no longer exists cannot be saved; anything else is retried by a merge.
          if (gone404 && (error as { status?: unknown } | null)?.status === 404) return;
          unsent = true;
          if (!syncing && !stopped) owner.write({ owner: me, dirty: true });
        });
      };
      const offRecipes = favourites.onChange((change) => {
        if (syncing) during.push({ list: "recipes", change });
        if (change.type === "saved") send(() => api.saveRecipe(change.recipe.id), true);
        else send(() => api.removeRecipe(change.id));
      });
      const offSearches = searches.onChange((change) => {
        if (syncing) during.push({ list: "searches", change });
        if (change.type === "saved") send(() => api.saveSearch(searchInput(change.search)));
        else send(() => api.removeSearch(change.id));
      });

      const run = async (): Promise<SyncOutcome> => {
        const held = owner.read();
        let outcome: "merged" | "fetched";
        let lists: SavedLists;
        try {
          if (held && held.owner !== me) {
            // Another account's lists, left when its session ended elsewhere: not this one's to keep.
            favourites.replaceAll([]);
            searches.replaceAll([]);
          }
          const body = mergeBody(favourites.getSnapshot(), searches.getSnapshot());
          if ((held?.owner === me && !held.dirty) || (body.recipeIds.length === 0 && body.searches.length === 0)) {
            lists = await api.fetch();
            outcome = "fetched";
          } else {
            lists = await api.merge(body);
            outcome = "merged";
          }
          if (stopped) return "stopped";
          const cards = await cardsFor(lists.recipeIds);
          if (stopped) return "stopped";
          const recipes = lists.recipeIds.flatMap((id) => cards.get(id) ?? []);
          const merged = replay(recipes, [...lists.searches], during);
          favourites.replaceAll(merged.recipes);
          searches.replaceAll(merged.searches);
          owner.write({ owner: me, dirty: unsent });
          return outcome;
        } catch {
          if (stopped) return "stopped";
          // The browser keeps its lists and they count as this account's; the next load merges them.
          owner.write({ owner: me, dirty: true });
          return "failed";
        } finally {
          syncing = false;
          during.length = 0;
        }
      };

      return {
        done: run(),
        stop: () => {
          stopped = true;
          offRecipes();
          offSearches();
        },
      };
    },

    /** After a sign-out: the browser forgets the lists. */
    signedOut: clearLists,

    /**
     * A visitor who is not signed in: lists the browser holds for an account (whose session ended
     * without a sign-out here) are forgotten; lists saved while signed out stay.
     */
    notSignedIn(): boolean {
      if (!owner.read()) return false;
      clearLists();
      return true;
    },

    /** /account's remove buttons: the account first, then the browser's copy. */
    async removeRecipe(id: number): Promise<void> {
      await api.removeRecipe(id);
      favourites.replaceAll(favourites.getSnapshot().filter((r) => r.id !== id));
    },
    async removeSearch(id: string): Promise<void> {
      await api.removeSearch(id);
      searches.replaceAll(searches.getSnapshot().filter((s) => s.id !== id));
    },

    /**
     * /account's "Open": the advanced search loads a saved search from the browser's list, so one
     * the list lacks (its copy could not arrive yet) is put there first.
     */
    holdSearch(search: SavedSearchRecord): void {
      if (searches.getSnapshot().some((s) => s.id === search.id)) return;
      searches.replaceAll([search, ...searches.getSnapshot()]);
    },
  };
}

export type SavedListsSync = ReturnType<typeof createSavedListsSync>;

const summaryOf = (recipe: RecipeSummary): RecipeSummary => ({
  id: recipe.id,
  title: recipe.title,
  description: recipe.description,
  image: recipe.image,
  cuisine: recipe.cuisine,
  category: recipe.category,
  dietType: recipe.dietType,
  difficulty: recipe.difficulty,
  prepTime: recipe.prepTime,
  cookTime: recipe.cookTime,
  servings: recipe.servings,
  rating: recipe.rating,
  reviewCount: recipe.reviewCount,
  featured: recipe.featured,
});

/** The account API over fetch, with the visitor's cookie. */
async function browserAccountListsApi(): Promise<AccountListsApi> {
  const { apiRequest, ApiRequestError } = await import("~/lib/api");
  return {
    merge: (lists) => apiRequest<SavedLists>("POST", ACCOUNT_API.savedLists, lists),
    fetch: () => apiRequest<SavedLists>("GET", ACCOUNT_API.savedLists),
    saveRecipe: async (id) => void (await apiRequest("PUT", ACCOUNT_API.savedRecipe(id))),
    removeRecipe: async (id) => void (await apiRequest("DELETE", ACCOUNT_API.savedRecipe(id))),
    saveSearch: async (search) => void (await apiRequest("PUT", ACCOUNT_API.savedSearch(search.id), search)),
    removeSearch: async (id) => void (await apiRequest("DELETE", ACCOUNT_API.savedSearch(id))),
    recipeCard: async (id) => {
      try {
        return summaryOf(await apiRequest<RecipeSummary>("GET", `/api/recipes/${id}`));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

/** The owner record in local storage; refused storage reads as "nobody's". */
export const browserListOwner: SyncPorts["owner"] = {
  read() {
    try {
      const value = JSON.parse(window.localStorage.getItem(LIST_OWNER_STORAGE_KEY) ?? "null") as unknown;
      if (!value || typeof value !== "object") return null;
      const { owner, dirty } = value as Record<string, unknown>;
      return typeof owner === "string" ? { owner, dirty: dirty === true } : null;
    } catch {
      return null;
    }
  },
  write(value) {
    try {
      if (value) window.localStorage.setItem(LIST_OWNER_STORAGE_KEY, JSON.stringify(value));
      else window.localStorage.removeItem(LIST_OWNER_STORAGE_KEY);
    } catch {
      // Refused storage: the lists themselves live only in memory for this visit too.
    }
  },
};

let browserSync: Promise<SavedListsSync> | null = null;
/**
 * The one sync of this browser tab. The stores and the API client load with it, not before: the
 * root layout asks for it only when someone is signed in, and its own script stays small.
 */
export function savedListsSync(): Promise<SavedListsSync> {
  browserSync ??= Promise.all([
    browserAccountListsApi(),
    import("~/features/recipes/favourites"),
    import("~/features/advanced-search/saved-searches"),
  ]).then(([api, { favouritesStore }, { savedSearchesStore }]) =>
    createSavedListsSync({ api, favourites: favouritesStore, searches: savedSearchesStore, owner: browserListOwner }),
  );
  return browserSync;
}

/** Who the root layout last said was signed in on this page (undefined before it first said). */
let lastEmail: string | null | undefined;

/**
 * What the root layout does each time who is signed in becomes known or changes. Resolves with
 * the stop of what it started.
 */
export async function followSignedIn(email: string | null): Promise<() => void> {
  const before = lastEmail;
  lastEmail = email;
  const sync = await savedListsSync();
  if (email === null) {
    // Signed out in this tab: forget the lists at once. On a fresh load: forget lists left by an
    // account whose session ended, keep those saved while signed out.
    if (typeof before === "string") sync.signedOut();
    else sync.notSignedIn();
    return () => {};
  }
  const following = sync.follow(email);
  let stopped = false;
  // What the browser held may have joined the account: pages showing the account's lists
  // (/account) hear it and read them again.
  void following.done.then((outcome) => outcome === "merged" && !stopped && window.dispatchEvent(new Event(SAVED_LISTS_MERGED_EVENT)));
  return () => {
    stopped = true;
    following.stop();
  };
}
