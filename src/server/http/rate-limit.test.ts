import { describe, expect, it } from "vitest";
import { createFixedWindowLimiter } from "./rate-limit";

describe("fixed-window rate limiter", () => {
  it("should allow the limit per key per window, then refuse with the seconds left", () => {
    let time = 120_000;
    const limiter = createFixedWindowLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    time += 15_500;
    const refused = limiter.hit("a");
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(limiter.hit("b")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 45 });
  });

  it("should start every count afresh in the next window", () => {
    let time = 0;
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 1_000, now: () => time });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    time = 1_000;
    expect(limiter.hit("a").allowed).toBe(true);
  });
});
