import { describe, expect, it } from "vitest";
import { firstAddressSegment } from "./address";

describe("firstAddressSegment", () => {
  it("takes the part before the first comma", () => {
    expect(firstAddressSegment("12 Rue de Rivoli, 75001 Paris, France")).toBe("12 Rue de Rivoli");
  });

  it("keeps a bare house number with its street", () => {
    expect(firstAddressSegment("175, Main Street, Springfield")).toBe("175 Main Street");
    expect(firstAddressSegment("7b, Baker Street")).toBe("7b Baker Street");
  });

  it("handles missing and empty addresses", () => {
    expect(firstAddressSegment(null)).toBeUndefined();
    expect(firstAddressSegment(" , ")).toBeUndefined();
  });
});
