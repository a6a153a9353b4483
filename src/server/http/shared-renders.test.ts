import { describe, expect, it } from "vitest";
import { newNonce } from "./content-security-policy";
import { pageAroundNonce, type CachedPage } from "./page-cache";
import { createSharedRenders } from "./shared-renders";

/** A render whose end the test decides, counting how many were started. */
function controlledRenders() {
  const started: ((page: CachedPage | null) => void)[] = [];
  return {
    started,
    render: () => new Promise<CachedPage | null>((resolve) => started.push(resolve)),
  };
}

const page = (text: string, expiresAt: number, staleUntil: number) =>
  pageAroundNonce(Buffer.from(text), newNonce(), { status: 200, headers: [], expiresAt, staleUntil });

describe("one render per page", () => {
  it("should answer every request that arrives during a render from that one render", async () => {
    const pages = createSharedRenders({ now: () => 0 });
    const { started, render } = controlledRenders();
    expect(await pages.find("/a", render)).toBeNull();
    pages.lead("/a", render());
    const waiting = Array.from({ length: 200 }, () => pages.find("/a", render));
    started[0](page("rendered once", 1_000, 3_000));
    const answers = await Promise.all(waiting);
    expect(started).toHaveLength(1);
    expect(answers.every((answer) => answer?.how === "shared" && answer.page.parts[0].toString() === "rendered once")).toBe(true);
    expect(await pages.find("/a", render)).toMatchObject({ how: "hit" });
  });

  it("should tell the rendering request whether others waited for its render", async () => {
    const pages = createSharedRenders({ now: () => 0 });
    const { started, render } = controlledRenders();
    const alone = pages.lead("/alone", render());
    const awaited = pages.lead("/awaited", render());
    const waiting = pages.find("/awaited", render);
    started[0](page("alone", 1_000, 3_000));
    started[1](page("awaited", 1_000, 3_000));
    expect(await waiting).toMatchObject({ how: "shared" });
    expect(alone.othersWaiting()).toBe(false);
    expect(awaited.othersWaiting()).toBe(true);
  });

  it("should let each waiting request render for itself when the render is not one to share", async () => {
    const pages = createSharedRenders({ now: () => 0 });
    const { started, render } = controlledRenders();
    pages.lead("/missing", render());
    const waiting = Array.from({ length: 5 }, () => pages.find("/missing", render));
    started[0](null);
    expect(await Promise.all(waiting)).toEqual([null, null, null, null, null]);
    expect(pages.size).toBe(0);
  });

  it("should answer waiting requests null when the render fails, never with the error", async () => {
    const pages = createSharedRenders({ now: () => 0 });
    let fail!: (error: Error) => void;
    pages.lead("/broken", new Promise<CachedPage | null>((_resolve, reject) => (fail = reject)));
    const waiting = pages.find("/broken", () => Promise.resolve(null));
    fail(new Error("the database went away"));
    expect(await waiting).toBeNull();
  });

  it("should serve an expired page stale at once while exactly one render refreshes it", async () => {
    let clock = 0;
    const pages = createSharedRenders({ now: () => clock });
    const { started, render } = controlledRenders();
    pages.lead("/b", Promise.resolve(page("first", 1_000, 3_000)));
    await Promise.resolve();
    expect(await pages.find("/b", render)).toMatchObject({ how: "hit" });

    clock = 1_500;
    const staleAnswers = await Promise.all(Array.from({ length: 50 }, () => pages.find("/b", render)));
    expect(started).toHaveLength(1);
    expect(staleAnswers.every((answer) => answer?.how === "stale" && answer.page.parts[0].toString() === "first")).toBe(true);

    started[0](page("second", 2_500, 4_500));
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await pages.find("/b", render);
    expect(fresh).toMatchObject({ how: "hit" });
    expect(fresh?.page.parts[0].toString()).toBe("second");
    expect(started).toHaveLength(1);
  });

  it("should forget a stale page whose refresh is no longer shareable, and one past its stale time", async () => {
    let clock = 0;
    const pages = createSharedRenders({ now: () => clock });
    pages.lead("/c", Promise.resolve(page("kept", 1_000, 3_000)));
    pages.lead("/d", Promise.resolve(page("kept", 1_000, 3_000)));
    await new Promise((resolve) => setImmediate(resolve));
    clock = 2_000;
    expect(await pages.find("/c", () => Promise.resolve(null))).toMatchObject({ how: "stale" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await pages.find("/c", () => Promise.resolve(null))).toBeNull();
    clock = 3_000;
    expect(await pages.find("/d", () => Promise.resolve(null))).toBeNull();
  });
});
