import { describe, expect, it } from "vitest";
import { MINUTE } from "../cache";
import { RateLimiters } from "../rate-limit";
import { loginThrottle, throttledMessage } from "./login-throttle";

function throttleAt(start = 5_000_000) {
  const clock = { now: start };
  return { clock, throttle: loginThrottle(new RateLimiters(), () => clock.now) };
}

describe("loginThrottle", () => {
  it("blocks an address after 10 failures for the rest of the 15-minute window", () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 10; i++) {
      expect(throttle.retryAfterSeconds({ ip: "198.51.100.1" })).toBe(0);
      // A different user code each time: the address limit still applies.
      throttle.recordFailure({ ip: "198.51.100.1", userCode: `user-${i}` });
    }
    expect(throttle.retryAfterSeconds({ ip: "198.51.100.1" })).toBe(15 * 60);
    expect(throttle.retryAfterSeconds({ ip: "198.51.100.2" })).toBe(0);
    clock.now += 15 * MINUTE;
    expect(throttle.retryAfterSeconds({ ip: "198.51.100.1" })).toBe(0);
  });

  it("blocks a user code after 5 failures from any address, ignoring letter case", () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.recordFailure({ ip: `198.51.100.${i}`, userCode: i % 2 ? "Admin" : "admin" });
    clock.now += 5 * MINUTE;
    expect(throttle.retryAfterSeconds({ ip: "198.51.100.99", userCode: "ADMIN" })).toBe(10 * 60);
    // Step 1 names no user code, so a fresh address is not held back.
    expect(throttle.retryAfterSeconds({ ip: "198.51.100.99" })).toBe(0);
    expect(throttle.retryAfterSeconds({ ip: "198.51.100.99", userCode: "other" })).toBe(0);
  });

  it("checking counts nothing: only recorded failures do", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 50; i++) throttle.retryAfterSeconds({ ip: "a", userCode: "u" });
    for (let i = 0; i < 4; i++) throttle.recordFailure({ ip: "a", userCode: "u" });
    expect(throttle.retryAfterSeconds({ ip: "a", userCode: "u" })).toBe(0);
  });

  it("reports the longer wait when both limits are reached", () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.recordFailure({ ip: "elsewhere", userCode: "u" });
    clock.now += 3 * MINUTE;
    for (let i = 0; i < 10; i++) throttle.recordFailure({ ip: "b" });
    expect(throttle.retryAfterSeconds({ ip: "b", userCode: "u" })).toBe(15 * 60);
    expect(throttle.retryAfterSeconds({ ip: "c", userCode: "u" })).toBe(12 * 60);
  });

  it("a success forgets the failures of its user code and its address, not of other accounts", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.recordFailure({ ip: "c", userCode: "other" });
    for (let i = 0; i < 4; i++) throttle.recordFailure({ ip: "c", userCode: "u" });
    throttle.recordSuccess({ ip: "c", userCode: "u" });
    expect(throttle.retryAfterSeconds({ ip: "c", userCode: "u" })).toBe(0);
    for (let i = 0; i < 9; i++) throttle.recordFailure({ ip: "c" });
    expect(throttle.retryAfterSeconds({ ip: "c" })).toBe(0);
    expect(throttle.retryAfterSeconds({ ip: "d", userCode: "other" })).toBeGreaterThan(0);
  });

  it("shares its counts between throttles made from the same limiters", () => {
    const limiters = new RateLimiters();
    for (let i = 0; i < 10; i++) loginThrottle(limiters).recordFailure({ ip: null });
    expect(loginThrottle(limiters).retryAfterSeconds({ ip: null })).toBeGreaterThan(0);
  });
});

describe("throttledMessage", () => {
  it("says how many whole minutes to wait", () => {
    expect(throttledMessage(15 * 60)).toBe("Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin.");
    expect(throttledMessage(61)).toBe("Çok fazla başarısız deneme. Lütfen 2 dakika sonra tekrar deneyin.");
    expect(throttledMessage(1)).toBe("Çok fazla başarısız deneme. Lütfen 1 dakika sonra tekrar deneyin.");
  });
});
