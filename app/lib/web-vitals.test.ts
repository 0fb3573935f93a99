import { describe, expect, it } from "vitest";
import { rateVital } from "./web-vitals";

describe("rateVital", () => {
  it("rates against the good and poor thresholds", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("CLS", 0.05)).toBe("good");
    expect(rateVital("CLS", 0.3)).toBe("poor");
    expect(rateVital("TTFB", 1000)).toBe("needs-improvement");
  });
});
