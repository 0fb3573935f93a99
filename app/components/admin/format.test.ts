import { describe, expect, it } from "vitest";
import { formatCount, formatDateTime, formatDuration, formatRate, formatRelative, formatSignedPercent } from "./format";

describe("admin formats", () => {
  it("groups thousands the Turkish way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234567)).toBe("1.234.567");
  });

  it("signs growth percentages and shows a dash without a comparison", () => {
    expect(formatSignedPercent(50)).toBe("+%50");
    expect(formatSignedPercent(-66.7)).toBe("-%66,7");
    expect(formatSignedPercent(0)).toBe("%0");
    expect(formatSignedPercent(null)).toBe("—");
  });

  it("prints error rates with two decimals at most", () => {
    expect(formatRate(0)).toBe("%0");
    expect(formatRate(1 / 812)).toBe("%0,12");
  });

  it("keeps the two largest units of a duration", () => {
    expect(formatDuration(45)).toBe("45 saniye");
    expect(formatDuration(12 * 60 + 30)).toBe("12 dakika");
    expect(formatDuration(2 * 3600 + 5 * 60 + 9)).toBe("2 saat 5 dakika");
    expect(formatDuration(3 * 86400 + 4 * 3600 + 59 * 60)).toBe("3 gün 4 saat");
    expect(formatDuration(86400)).toBe("1 gün");
  });

  it("says how long ago in Turkish", () => {
    const now = "2026-01-10T12:00:00.000Z";
    expect(formatRelative("2026-01-10T11:59:30.000Z", now)).toBe("az önce");
    expect(formatRelative("2026-01-10T11:55:00.000Z", now)).toBe("5 dakika önce");
    expect(formatRelative("2026-01-10T10:00:00.000Z", now)).toBe("2 saat önce");
    expect(formatRelative("2026-01-07T12:00:00.000Z", now)).toBe("3 gün önce");
    expect(formatRelative("2025-11-01T08:05:00.000Z", now)).toBe(formatDateTime("2025-11-01T08:05:00.000Z"));
    expect(formatDateTime("2025-11-01T08:05:00.000Z")).toBe("1 Kas 2025 08:05 UTC");
  });
});
