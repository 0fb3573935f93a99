import { describe, expect, it } from "vitest";
import { createRestartBackoff } from "./restart-backoff";

describe("worker restart backoff", () => {
  it("replaces a worker that ran for a while at once, and doubles the wait for workers dying at start", () => {
    let now = 100_000;
    const backoff = createRestartBackoff(() => now);
    expect(backoff.delayAfterExit(now - 60_000)).toBe(0);
    expect(backoff.delayAfterExit(now - 500)).toBe(1_000);
    expect(backoff.delayAfterExit(now - 500)).toBe(2_000);
    expect(backoff.delayAfterExit(now - 500)).toBe(4_000);
    for (let i = 0; i < 10; i += 1) backoff.delayAfterExit(now - 500);
    expect(backoff.delayAfterExit(now - 500)).toBe(30_000);
    now += 1;
    expect(backoff.delayAfterExit(now - 45_000)).toBe(0);
    expect(backoff.delayAfterExit(now - 10)).toBe(1_000);
  });
});
