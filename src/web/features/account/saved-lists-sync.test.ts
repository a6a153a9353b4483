import { afterEach, describe, expect, it, vi } from "vitest";
import type { SavedLists, SavedListsMerge, SavedSearchInput } from "../../../shared/schemas/account";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import type { AccountListsApi } from "./saved-lists-sync";

const card = (id: number): RecipeSummary => ({
  id,
  title: `Recipe ${id}`,
  description: "A dish",
  image: `/img/${id}.webp`,
  cuisine: "indian",
  category: "soup",
  dietType: "vegan",
  difficulty: "easy",
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  rating: 4.5,
  reviewCount: 12,
  featured: false,
});

function fakeWindow() {
  const data = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  return data;
}

/** The account as the server would keep it, with every call recorded. */
function fakeAccount(initial: SavedLists = { recipeIds: [], searches: [] }) {
  const lists: SavedLists = { recipeIds: [...initial.recipeIds], searches: [...initial.searches] };
  const calls: string[] = [];
  const unknownRecipes = new Set<number>();
  let failing = false;
  const guard = () => {
    if (failing) throw new Error("offline");
  };
  const api: AccountListsApi = {
    merge: vi.fn(async (held: SavedListsMerge) => {
      calls.push(`merge ${held.recipeIds.join(",")} | ${held.searches.map((s) => s.id).join(",")}`);
      guard();
      lists.recipeIds = [...new Set([...held.recipeIds, ...lists.recipeIds])];
      for (const search of held.searches)
        if (!lists.searches.some((s) => s.id === search.id)) lists.searches.push({ ...search, createdAt: search.createdAt ?? "" });
      return structuredClone(lists);
    }),
    fetch: vi.fn(async () => {
      calls.push("fetch");
      guard();
      return structuredClone(lists);
    }),
    saveRecipe: vi.fn(async (id: number) => {
      calls.push(`put recipe ${id}`);
      guard();
      lists.recipeIds = [id, ...lists.recipeIds.filter((r) => r !== id)];
    }),
    removeRecipe: vi.fn(async (id: number) => {
      calls.push(`delete recipe ${id}`);
      guard();
      lists.recipeIds = lists.recipeIds.filter((r) => r !== id);
    }),
    saveSearch: vi.fn(async (search: SavedSearchInput) => {
      calls.push(`put search ${search.id}`);
      guard();
      lists.searches = [{ ...search, createdAt: search.createdAt ?? "" }, ...lists.searches.filter((s) => s.id !== search.id)];
    }),
    removeSearch: vi.fn(async (id: string) => {
      calls.push(`delete search ${id}`);
      guard();
      lists.searches = lists.searches.filter((s) => s.id !== id);
    }),
    recipeCard: vi.fn(async (id: number) => {
      calls.push(`card ${id}`);
      return unknownRecipes.has(id) ? null : card(id);
    }),
  };
  return {
    api,
    lists,
    calls,
    unknownRecipes,
    goOffline: () => void (failing = true),
    goOnline: () => void (failing = false),
  };
}

/** The real stores and sync, loaded afresh (module state is per page load in a browser). */
async function freshPage(account: ReturnType<typeof fakeAccount>) {
  vi.resetModules();
  const { favouritesStore } = await import("~/features/recipes/favourites");
  const { savedSearchesStore } = await import("~/features/advanced-search/saved-searches");
  const { DEFAULT_FILTERS } = await import("~/features/advanced-search/filters");
  const sync = await import("./saved-lists-sync");
  const instance = sync.createSavedListsSync({
    api: account.api,
    favourites: favouritesStore,
    searches: savedSearchesStore,
    owner: sync.browserListOwner,
    now: () => new Date("2026-02-03T04:05:06Z"),
  });
  return { favouritesStore, savedSearchesStore, DEFAULT_FILTERS, sync: instance, module: sync };
}

const ids = (list: readonly { id: number }[]) => list.map((r) => r.id);
const searchIds = (list: readonly { id: string }[]) => list.map((s) => s.id);

describe("saved lists following the account", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("should merge what the browser saved while signed out, then hold the account's lists with cards for every recipe", async () => {
    fakeWindow();
    const account = fakeAccount({
      recipeIds: [7, 3],
      searches: [{ id: "from-phone", name: "Phone search", filters: { cuisine: "indian" }, createdAt: "2026-01-01T00:00:00.000Z" }],
    });
    const page = await freshPage(account);
    page.favouritesStore.toggle(card(3));
    page.favouritesStore.toggle(card(5));
    const laptop = page.savedSearchesStore.save("Quick dal", { ...page.DEFAULT_FILTERS, query: "dal" });

    const following = page.sync.follow("Cook@Example.com");
    await expect(following.done).resolves.toBe("merged");

    expect(account.calls.filter((c) => c.startsWith("merge"))).toEqual([`merge 5,3 | ${laptop.id}`]);
    expect(account.lists.recipeIds).toEqual([5, 3, 7]);
    expect(ids(page.favouritesStore.getSnapshot())).toEqual([5, 3, 7]);
    // Only the recipe the browser did not hold was fetched, and its card is complete.
    expect(account.calls.filter((c) => c.startsWith("card"))).toEqual(["card 7"]);
    expect(page.favouritesStore.getSnapshot()[2]).toMatchObject({
      title: "Recipe 7",
      image: "/img/7.webp",
      savedAt: "2026-02-03T04:05:06.000Z",
    });
    // The browser takes the account's order, whatever it is.
    expect(searchIds(account.lists.searches).sort()).toEqual(["from-phone", laptop.id].sort());
    expect(searchIds(page.savedSearchesStore.getSnapshot())).toEqual(searchIds(account.lists.searches));
    expect(page.savedSearchesStore.getSnapshot().find((s) => s.id === "from-phone")?.filters.cuisine).toBe("indian");
    expect(page.module.browserListOwner.read()).toEqual({ owner: page.module.ownerOf("cook@example.com"), dirty: false });
  });

  it("should take the account's copy as it is on a later load, so a recipe removed on another device goes here too", async () => {
    fakeWindow();
    const account = fakeAccount({ recipeIds: [1, 2], searches: [] });
    const first = await freshPage(account);
    await first.sync.follow("cook@example.com").done;
    expect(ids(first.favouritesStore.getSnapshot())).toEqual([1, 2]);

    account.lists.recipeIds = [2]; // removed on the phone
    const later = await freshPage(account);
    await expect(later.sync.follow("cook@example.com").done).resolves.toBe("fetched");
    expect(account.calls.filter((c) => c.startsWith("merge"))).toEqual([]);
    expect(ids(later.favouritesStore.getSnapshot())).toEqual([2]);
  });

  it("should send each heart and saved-search change to the account while signed in, and none after it stops following", async () => {
    fakeWindow();
    const account = fakeAccount();
    const page = await freshPage(account);
    const following = page.sync.follow("cook@example.com");
    await following.done;
    account.calls.length = 0;

    page.favouritesStore.toggle(card(4));
    page.favouritesStore.toggle(card(4));
    const search = page.savedSearchesStore.save("Spicy", { ...page.DEFAULT_FILTERS, spiceLevel: "spicy" });
    page.savedSearchesStore.remove(search.id);
    await vi.waitFor(() => expect(account.calls).toHaveLength(4));
    expect(account.calls).toEqual(["put recipe 4", "delete recipe 4", `put search ${search.id}`, `delete search ${search.id}`]);
    expect(vi.mocked(account.api.saveSearch).mock.calls[0][0]).toMatchObject({
      id: search.id,
      name: "Spicy",
      filters: { spiceLevel: "spicy" },
    });

    following.stop();
    page.favouritesStore.toggle(card(9));
    await Promise.resolve();
    expect(account.calls).toHaveLength(4);
  });

  it("should keep a heart clicked while the account's lists were on their way", async () => {
    fakeWindow();
    const account = fakeAccount({ recipeIds: [1], searches: [] });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowFetch = account.api.fetch;
    account.api.fetch = async () => {
      const answer = await slowFetch();
      await gate;
      return answer;
    };
    const page = await freshPage(account);
    const following = page.sync.follow("cook@example.com");
    page.favouritesStore.toggle(card(8));
    release();
    await following.done;
    expect(ids(page.favouritesStore.getSnapshot())).toEqual([8, 1]);
    expect(account.lists.recipeIds).toEqual([8, 1]);
  });

  it("should send a heart clicked on the page before the sync was listening (its code loads after the page)", async () => {
    fakeWindow();
    const account = fakeAccount({ recipeIds: [1], searches: [] });
    await (await freshPage(account)).sync.follow("cook@example.com").done;

    const later = await freshPage(account);
    later.favouritesStore.toggle(card(5));
    const search = later.savedSearchesStore.save("Early", later.DEFAULT_FILTERS);
    await expect(later.sync.follow("cook@example.com").done).resolves.toBe("fetched");
    expect(account.calls).toContain("put recipe 5");
    expect(account.calls).toContain(`put search ${search.id}`);
    expect(ids(later.favouritesStore.getSnapshot())).toEqual([5, 1]);
    expect(searchIds(later.savedSearchesStore.getSnapshot())).toEqual([search.id]);
  });

  it("should empty the browser's lists on sign-out so the next person at the computer does not see them", async () => {
    const storage = fakeWindow();
    const account = fakeAccount({
      recipeIds: [1],
      searches: [{ id: "s1", name: "Mine", filters: {}, createdAt: "2026-01-01T00:00:00.000Z" }],
    });
    const page = await freshPage(account);
    const following = page.sync.follow("cook@example.com");
    await following.done;
    expect(page.favouritesStore.getSnapshot()).toHaveLength(1);

    following.stop();
    page.sync.signedOut();
    expect(page.favouritesStore.getSnapshot()).toEqual([]);
    expect(page.savedSearchesStore.getSnapshot()).toEqual([]);
    expect(storage.has("saved-lists:owner")).toBe(false);
    // Nothing was deleted from the account: the lists are back at the next sign-in.
    expect(account.lists.recipeIds).toEqual([1]);
    expect(account.calls.some((c) => c.startsWith("delete"))).toBe(false);
  });

  it("should forget an account's lists on a load without a session, but keep lists saved while signed out", async () => {
    fakeWindow();
    const account = fakeAccount({ recipeIds: [1], searches: [] });
    const signedIn = await freshPage(account);
    await signedIn.sync.follow("cook@example.com").done;

    // The session ended (a browser-session cookie, or it expired) without a sign-out here.
    const expired = await freshPage(account);
    expect(expired.sync.notSignedIn()).toBe(true);
    expect(expired.favouritesStore.getSnapshot()).toEqual([]);

    expired.favouritesStore.toggle(card(2));
    const anonymous = await freshPage(account);
    expect(anonymous.sync.notSignedIn()).toBe(false);
    expect(ids(anonymous.favouritesStore.getSnapshot())).toEqual([2]);
  });

  it("should not hand one account's lists to another account signing in on the same browser", async () => {
    fakeWindow();
    const first = fakeAccount({ recipeIds: [1], searches: [] });
    const page = await freshPage(first);
    await page.sync.follow("first@example.com").done;

    const second = fakeAccount({ recipeIds: [6], searches: [] });
    const next = await freshPage(second);
    await next.sync.follow("second@example.com").done;
    expect(second.calls.filter((c) => c.startsWith("merge"))).toEqual([]);
    expect(second.lists.recipeIds).toEqual([6]);
    expect(ids(next.favouritesStore.getSnapshot())).toEqual([6]);
  });

  it("should merge on the next load when a change could not be sent", async () => {
    fakeWindow();
    const account = fakeAccount({ recipeIds: [1], searches: [] });
    const page = await freshPage(account);
    await page.sync.follow("cook@example.com").done;
    account.goOffline();
    page.favouritesStore.toggle(card(2));
    await vi.waitFor(() => expect(page.module.browserListOwner.read()?.dirty).toBe(true));

    account.goOnline();
    const later = await freshPage(account);
    await expect(later.sync.follow("cook@example.com").done).resolves.toBe("merged");
    expect(account.lists.recipeIds).toEqual([2, 1]);
    expect(later.module.browserListOwner.read()?.dirty).toBe(false);
  });

  it("should keep the browser's lists when the account cannot be reached, and merge them later", async () => {
    fakeWindow();
    const account = fakeAccount({ recipeIds: [1], searches: [] });
    const page = await freshPage(account);
    page.favouritesStore.toggle(card(2));
    account.goOffline();
    await expect(page.sync.follow("cook@example.com").done).resolves.toBe("failed");
    expect(ids(page.favouritesStore.getSnapshot())).toEqual([2]);

    account.goOnline();
    const later = await freshPage(account);
    await expect(later.sync.follow("cook@example.com").done).resolves.toBe("merged");
    expect(ids(later.favouritesStore.getSnapshot())).toEqual([2, 1]);
  });

  it("should leave out a recipe that no longer exists, and not count a refused save of it as unsent", async () => {
    fakeWindow();
    const account = fakeAccount({ recipeIds: [1, 404], searches: [] });
    account.unknownRecipes.add(404);
    const page = await freshPage(account);
    await page.sync.follow("cook@example.com").done;
    expect(ids(page.favouritesStore.getSnapshot())).toEqual([1]);

    const { ApiRequestError } = await import("~/lib/api");
    vi.mocked(account.api.saveRecipe).mockRejectedValueOnce(new ApiRequestError(404, "404: gone", null));
    page.favouritesStore.toggle(card(77));
    await vi.waitFor(() => expect(account.api.saveRecipe).toHaveBeenCalledWith(77));
    await Promise.resolve();
    expect(page.module.browserListOwner.read()?.dirty).toBe(false);
  });

  it("should remove a recipe and a search from the account first, then from the browser", async () => {
    fakeWindow();
    const account = fakeAccount({
      recipeIds: [1, 2],
      searches: [{ id: "s1", name: "Mine", filters: {}, createdAt: "2026-01-01T00:00:00.000Z" }],
    });
    const page = await freshPage(account);
    await page.sync.follow("cook@example.com").done;
    await page.sync.removeRecipe(1);
    await page.sync.removeSearch("s1");
    expect(account.lists).toEqual({ recipeIds: [2], searches: [] });
    expect(ids(page.favouritesStore.getSnapshot())).toEqual([2]);
    expect(page.savedSearchesStore.getSnapshot()).toEqual([]);

    account.goOffline();
    await expect(page.sync.removeRecipe(2)).rejects.toThrow("offline");
    expect(ids(page.favouritesStore.getSnapshot())).toEqual([2]);
  });

  it("should let the root layout see, without the sync's code, that the browser holds an account's lists", async () => {
    fakeWindow();
    const account = fakeAccount();
    const page = await freshPage(account);
    const { holdsAccountLists } = await import("./saved-lists-sync-mount");
    expect(holdsAccountLists()).toBe(false);
    await page.sync.follow("cook@example.com").done;
    expect(holdsAccountLists()).toBe(true);
    page.sync.signedOut();
    expect(holdsAccountLists()).toBe(false);
  });

  it("should follow what the root layout reports: merge at sign-in, forget the lists at sign-out", async () => {
    fakeWindow();
    const account: SavedLists = { recipeIds: [3], searches: [] };
    const requests: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push(`${init.method} ${url}`);
        if (url === "/api/account/saved" && init.method === "POST") {
          const held = JSON.parse(init.body as string) as SavedListsMerge;
          account.recipeIds = [...new Set([...held.recipeIds, ...account.recipeIds])];
        }
        if (url.startsWith("/api/recipes/")) return new Response(JSON.stringify(card(Number(url.split("/").pop()))));
        return new Response(url === "/api/account/saved" ? JSON.stringify(account) : null, {
          status: url === "/api/account/saved" ? 200 : 204,
        });
      }),
    );
    vi.resetModules();
    const { favouritesStore } = await import("~/features/recipes/favourites");
    const { followSignedIn } = await import("./saved-lists-sync");
    favouritesStore.toggle(card(9));

    // A fresh page, not signed in: lists saved while signed out stay, and nothing is asked.
    (await followSignedIn(null))();
    expect(ids(favouritesStore.getSnapshot())).toEqual([9]);

    const merged = vi.fn();
    (window as unknown as { dispatchEvent: (event: Event) => void }).dispatchEvent = (event) => merged(event.type);
    const stop = await followSignedIn("cook@example.com");
    await vi.waitFor(() => expect(merged).toHaveBeenCalledWith("saved-lists:merged"));
    expect(requests).toContain("POST /api/account/saved");
    expect(ids(favouritesStore.getSnapshot())).toEqual([9, 3]);

    stop();
    await followSignedIn(null);
    expect(favouritesStore.getSnapshot()).toEqual([]);
    expect(account.recipeIds).toEqual([9, 3]);
  });

  it("should send only what the merge accepts, and fingerprint addresses whatever their case", async () => {
    const { mergeBody, ownerOf } = await import("./saved-lists-sync");
    const { DEFAULT_FILTERS } = await import("~/features/advanced-search/filters");
    const search = (id: string) => ({ id, name: id, filters: DEFAULT_FILTERS, createdAt: "2026-01-01T00:00:00.000Z" });
    const body = mergeBody([{ ...card(1), savedAt: "" }], [search("ok-id_1"), search("not ok!"), search("x".repeat(65))]);
    expect(body.recipeIds).toEqual([1]);
    expect(body.searches.map((s) => s.id)).toEqual(["ok-id_1"]);
    expect(ownerOf(" Cook@Example.COM ")).toBe(ownerOf("cook@example.com"));
    expect(ownerOf("cook@example.com")).not.toBe(ownerOf("cook2@example.com"));
    expect(ownerOf("cook@example.com")).toMatch(/^[0-9a-f]{8}$/);
  });
});
