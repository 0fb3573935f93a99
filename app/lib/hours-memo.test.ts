import { describe, expect, it } from "vitest";
import { minuteOfWeek, parseDayHours, WEEKDAYS } from "./hours";

// Day texts and zone clocks are kept once read (a list asks the same ones for every card):
// what is kept must be what a fresh reading gives, and nobody may change it.
describe("kept readings", () => {
  it("hand out the same frozen day for the same text", () => {
    const first = parseDayHours("9 AM–5 PM");
    expect(parseDayHours("9 AM–5 PM")).toBe(first);
    expect(first).toEqual({ kind: "ranges", ranges: [{ open: 540, close: 1020 }] });
    expect(Object.isFrozen(first)).toBe(true);
    if (first.kind !== "ranges") throw new Error("ranges expected");
    expect(() => first.ranges.push({ open: 0, close: 1 })).toThrow(TypeError);
    expect(() => ((first.ranges[0] as { open: number }).open = 0)).toThrow(TypeError);
    expect(parseDayHours("9 AM–5 PM")).toEqual({ kind: "ranges", ranges: [{ open: 540, close: 1020 }] });
  });

  it("read each zone's clock right at every minute, across minutes, zones and more of them than are kept", () => {
    const zones = ["UTC", "Asia/Tokyo", "America/New_York", "Asia/Kolkata", "Australia/Adelaide", "Pacific/Chatham", "Nope/Nowhere"];
    const start = Date.UTC(2026, 2, 29, 0, 58, 30); // Europe and New Zealand change clocks around here
    for (let i = 0; i < 1500; i++) {
      const at = new Date(start + i * 37_000);
      for (const zone of zones) {
        const parts = new Intl.DateTimeFormat("en-US", {
          timeZone: zone === "Nope/Nowhere" ? "UTC" : zone, weekday: "long", hour: "numeric", minute: "numeric", hourCycle: "h23",
        }).formatToParts(at);
        const part = (type: string) => parts.find((p) => p.type === type)!.value;
        const expected = WEEKDAYS.indexOf(part("weekday") as (typeof WEEKDAYS)[number]) * 1440 + (Number(part("hour")) % 24) * 60 + Number(part("minute"));
        expect(minuteOfWeek(at, zone), `${at.toISOString()} ${zone}`).toBe(expected);
      }
    }
  });
});
