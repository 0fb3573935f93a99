import { describe, expect, it } from "vitest";
import { throttledMessage } from "./login-throttle";

// The throttle itself counts in PostgreSQL: tests/integration/rate-limits.test.ts.
describe("throttledMessage", () => {
  it("says how many whole minutes to wait", () => {
    expect(throttledMessage(15 * 60)).toBe("Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin.");
    expect(throttledMessage(61)).toBe("Çok fazla başarısız deneme. Lütfen 2 dakika sonra tekrar deneyin.");
    expect(throttledMessage(1)).toBe("Çok fazla başarısız deneme. Lütfen 1 dakika sonra tekrar deneyin.");
  });
});
