import { describe, expect, it } from "vitest";
import { compactCount, formatDistance, thousands } from "./format";

describe("formatDistance", () => {
  it("counts metres under a kilometre", () => {
    expect(formatDistance(0)).toBe("0 m");
    expect(formatDistance(0.0004)).toBe("0 m");
    expect(formatDistance(0.35)).toBe("350 m");
    expect(formatDistance(0.3504)).toBe("350 m");
    expect(formatDistance(0.999)).toBe("999 m");
  });

  it("gives one decimal from 1 km to under 10 km", () => {
    expect(formatDistance(1)).toBe("1.0 km");
    expect(formatDistance(2.44)).toBe("2.4 km");
    expect(formatDistance(2.45)).toBe("2.5 km");
    expect(formatDistance(9.94)).toBe("9.9 km");
  });

  it("reads a distance that rounds up to the next unit in that unit", () => {
    expect(formatDistance(0.9996)).toBe("1.0 km");
    expect(formatDistance(9.96)).toBe("10 km");
  });

  it("gives whole kilometres from 10 km", () => {
    expect(formatDistance(10)).toBe("10 km");
    expect(formatDistance(12.4)).toBe("12 km");
    expect(formatDistance(199.5)).toBe("200 km");
    expect(formatDistance(12_345.6)).toBe("12,346 km");
  });
});

describe("counts", () => {
  it("shortens large counts and groups thousands", () => {
    expect(compactCount(999)).toBe("999");
    expect(compactCount(1200)).toBe("1.2K");
    expect(compactCount(2_000_000)).toBe("2M");
    expect(thousands(12345)).toBe("12,345");
  });
});
