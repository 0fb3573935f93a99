import { describe, expect, it } from "vitest";
import { RowTotal } from "./row-total";

describe("RowTotal", () => {
  it("gives a counted total, never below the rows already read", () => {
    const total = new RowTotal(100, 5000);
    expect([total.at(0), total.at(50), total.at(120)]).toEqual([100, 100, 120]);
  });

  it("estimates a JSON file's total from the share of its bytes read", () => {
    const total = new RowTotal(null, 10_000);
    expect(total.at(0)).toBeNull();
    expect(total.at(10)).toBe(10);
    total.onBytesRead(2_500);
    expect(total.at(20)).toBe(80);
    total.onBytesRead(10_000);
    expect(total.at(79)).toBe(79);
  });
});
