import { describe, expect, it } from "vitest";
import { readsAfterAsking } from "./reads-after-asking";

/** Reads whose end the test decides; each answers the number of reads begun when it began. */
function controlledReads() {
  const ends: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const begun = ends.length + 1;
      ends.push({ resolve: () => resolve(begun), reject });
    });
  return { read, ends };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("reads after asking", () => {
  it("should share one read among those who asked during another, begun once that one ended", async () => {
    const { read, ends } = controlledReads();
    const version = readsAfterAsking(read);
    const first = version();
    const during = Array.from({ length: 50 }, () => version());
    await settle();
    // Those who asked during the first read do not get it: it began before they asked.
    expect(ends).toHaveLength(1);
    ends[0].resolve();
    expect(await first).toBe(1);
    await settle();
    expect(ends).toHaveLength(2);
    ends[1].resolve();
    expect(await Promise.all(during)).toEqual(Array(50).fill(2));
    // Nothing under way: the next caller reads at once.
    const later = version();
    expect(ends).toHaveLength(3);
    ends[2].resolve();
    expect(await later).toBe(3);
  });

  it("should begin the next read after a failed one, and fail only its own callers", async () => {
    const { read, ends } = controlledReads();
    const version = readsAfterAsking(read);
    const failing = version();
    const waiting = version();
    ends[0].reject(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    await settle();
    ends[1].resolve();
    expect(await waiting).toBe(2);
  });
});
