import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

const MINUTE = 60_000;

function limiterAt(start = 1_000_000) {
  const clock = { now: start };
  const limiter = createRateLimiter({ limit: 3, windowMs: 10 * MINUTE, now: () => clock.now });
  return { clock, limiter };
}

describe("createRateLimiter", () => {
  it("allows hits up to the limit, counting down what remains", () => {
    const { limiter } = limiterAt();
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it("refuses after the limit and says how long to wait", () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.hit("a");
    clock.now += 4 * MINUTE;
    expect(limiter.hit("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 6 * 60 });
    clock.now += 30_500;
    expect(limiter.hit("a").retryAfterSeconds).toBe(5 * 60 + 30);
  });

  it("keeps keys apart", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.hit("a");
    expect(limiter.hit("a").allowed).toBe(false);
    expect(limiter.hit("b").allowed).toBe(true);
  });

  it("allows again once the window has passed", () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.hit("a");
    clock.now += 10 * MINUTE - 1;
    expect(limiter.hit("a").allowed).toBe(false);
    clock.now += 1;
    // All three earlier hits left the window together.
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it("slides: each earlier hit frees one place when it leaves the window", () => {
    const { clock, limiter } = limiterAt();
    limiter.hit("a");
    clock.now += 5 * MINUTE;
    limiter.hit("a");
    limiter.hit("a");
    clock.now += 5 * MINUTE;
    // The first hit has left the window, the two later ones have not.
    expect(limiter.hit("a")).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.hit("a")).toMatchObject({ allowed: false, retryAfterSeconds: 5 * 60 });
  });

  it("does not count refused hits, so waiting is enough to get through", () => {
    const { clock, limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.hit("a");
    for (let i = 0; i < 20; i++) {
      clock.now += 10_000;
      limiter.hit("a");
    }
    clock.now = 1_000_000 + 10 * MINUTE;
    expect(limiter.hit("a").allowed).toBe(true);
  });

  it("forgets a key on reset", () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.hit("a");
    limiter.reset("a");
    expect(limiter.hit("a")).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("peeks at what a hit would answer without counting it", () => {
    const { clock, limiter } = limiterAt();
    expect(limiter.peek("a")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(limiter.peek("a")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    limiter.hit("a");
    limiter.hit("a");
    expect(limiter.peek("a")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    limiter.hit("a");
    clock.now += 4 * MINUTE;
    expect(limiter.peek("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 6 * 60 });
    expect(limiter.peek("b").allowed).toBe(true);
    clock.now += 6 * MINUTE;
    expect(limiter.peek("a").allowed).toBe(true);
  });

  it("rejects a meaningless configuration", () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});
