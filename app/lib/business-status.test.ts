import { describe, expect, it } from "vitest";
import { closedStatusLabel, isClosedStatus, openNowFor, statusBadgeOf } from "./business-status";

// 2026-11-23 is a Monday; 09:00 UTC is 12:00 in Istanbul.
const MONDAY_NOON_ISTANBUL = new Date("2026-11-23T09:00:00Z");
const hours = { Monday: "9AM–5PM" };

describe("closedStatusLabel", () => {
  it("names the two closed statuses in words", () => {
    expect(closedStatusLabel("CLOSED_TEMPORARILY")).toBe("Temporarily closed");
    expect(closedStatusLabel("CLOSED_PERMANENTLY")).toBe("Permanently closed");
  });

  it("has nothing to say for a business that operates or an unknown status", () => {
    expect(closedStatusLabel("OPERATIONAL")).toBeNull();
    expect(closedStatusLabel("")).toBeNull();
    expect(isClosedStatus("SOMETHING_ELSE")).toBe(false);
  });
});

describe("openNowFor", () => {
  it("reads the hours of a business that operates", () => {
    const business = { businessStatus: "OPERATIONAL", workingHours: hours, timeZone: "Europe/Istanbul" };
    expect(openNowFor(business, MONDAY_NOON_ISTANBUL)).toBe(true);
    expect(openNowFor({ ...business, workingHours: {} }, MONDAY_NOON_ISTANBUL)).toBeNull();
  });

  it("is false for a closed business even inside its hours", () => {
    for (const businessStatus of ["CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"]) {
      expect(openNowFor({ businessStatus, workingHours: hours, timeZone: "Europe/Istanbul" }, MONDAY_NOON_ISTANBUL)).toBe(false);
      expect(openNowFor({ businessStatus, workingHours: {}, timeZone: null }, MONDAY_NOON_ISTANBUL)).toBe(false);
    }
  });
});

describe("statusBadgeOf", () => {
  it("reads the hours of a business that operates", () => {
    expect(statusBadgeOf({ businessStatus: "OPERATIONAL", openNow: true })).toEqual({ kind: "open-now", label: "Open Now" });
    expect(statusBadgeOf({ businessStatus: "OPERATIONAL", openNow: false })).toEqual({ kind: "closed-now", label: "Closed" });
    expect(statusBadgeOf({ businessStatus: "OPERATIONAL", openNow: null })).toBeNull();
  });

  it("shows a closed business's status instead, never Open Now", () => {
    for (const openNow of [true, false, null]) {
      expect(statusBadgeOf({ businessStatus: "CLOSED_PERMANENTLY", openNow })).toEqual({ kind: "permanently-closed", label: "Permanently closed" });
      expect(statusBadgeOf({ businessStatus: "CLOSED_TEMPORARILY", openNow })).toEqual({ kind: "temporarily-closed", label: "Temporarily closed" });
    }
  });
});
