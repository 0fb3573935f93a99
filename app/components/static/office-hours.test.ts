import { describe, expect, it } from "vitest";
import { isOfficeOpen, secondsUntilStatusMayChange } from "./office-hours";

describe("isOfficeOpen (Europe/London)", () => {
  it.each([
    ["2026-11-23T08:59:00Z", false], // Monday, winter: London is UTC
    ["2026-11-23T09:00:00Z", true],
    ["2026-11-23T17:59:00Z", true],
    ["2026-11-23T18:00:00Z", false],
    ["2026-11-28T09:30:00Z", false], // Saturday before 10
    ["2026-11-28T10:00:00Z", true],
    ["2026-11-28T16:00:00Z", false],
    ["2026-11-29T12:00:00Z", false], // Sunday
    ["2026-07-06T08:30:00Z", true], // Monday, summer: 09:30 in London
    ["2026-07-06T17:30:00Z", false], // 18:30 in London
  ])("%s -> %s", (iso, open) => {
    expect(isOfficeOpen(new Date(iso))).toBe(open);
  });
});

describe("secondsUntilStatusMayChange", () => {
  it("counts to the next full hour", () => {
    expect(secondsUntilStatusMayChange(new Date("2026-11-23T08:59:00Z"))).toBe(60);
    expect(secondsUntilStatusMayChange(new Date("2026-11-23T09:00:00Z"))).toBe(3600);
  });
});
