import { describe, expect, it } from "vitest";
import {
  clockZone,
  isOpenAt,
  minuteOfWeek,
  normalizeWorkingHours,
  parseDayHours,
  WEEK,
  WEEKDAYS,
  weekHoursOf,
  type DayHours,
  type WeekHours,
} from "./hours";

const h = (hour: number, minute = 0) => hour * 60 + minute;
const DAY = 1440;
const range = (open: number, close: number) => ({ open, close });

describe("weekHoursOf", () => {
  it("places each day's ranges at its offset from Monday 00:00", () => {
    expect(weekHoursOf({ Monday: "9AM–5PM", Wednesday: "11AM–3PM,5–9:30PM" })).toEqual({
      open: [range(h(9), h(17)), range(2 * DAY + h(11), 2 * DAY + h(15)), range(2 * DAY + h(17), 2 * DAY + h(21, 30))],
      unknownDays: [],
    });
  });

  it("lets a range past midnight spill into the next day, and Sunday's into Monday", () => {
    expect(weekHoursOf({ Friday: "6PM–2AM" })?.open).toEqual([range(4 * DAY + h(18), 5 * DAY + h(2))]);
    expect(weekHoursOf({ Sunday: "8PM–3AM" })?.open).toEqual([range(0, h(3)), range(6 * DAY + h(20), WEEK)]);
  });

  it("joins ranges that meet or overlap, so every day open all day is one range", () => {
    const always = Object.fromEntries(WEEKDAYS.map((day) => [day, "Open 24 hours"]));
    expect(weekHoursOf(always)?.open).toEqual([range(0, WEEK)]);
    expect(weekHoursOf({ Monday: "6PM–2AM", Tuesday: "1AM–9AM" })?.open).toEqual([range(h(18), DAY + h(9))]);
    const sundayNight = weekHoursOf({ Sunday: "6PM–2AM", Monday: "Open 24 hours" });
    expect(sundayNight?.open).toEqual([range(0, DAY), range(6 * DAY + h(18), WEEK)]);
  });

  it("names the days whose text it cannot read, and closes the missing ones", () => {
    expect(weekHoursOf({ Monday: "9AM–5PM", Tuesday: "ask", Wednesday: "Closed" })).toEqual({
      open: [range(h(9), h(17))],
      unknownDays: [1],
    });
  });

  it("is null when no day is usable, and empty when every day is closed", () => {
    expect(weekHoursOf(null)).toBeNull();
    expect(weekHoursOf({})).toBeNull();
    expect(weekHoursOf({ Monday: "Hours might differ" })).toBeNull();
    expect(weekHoursOf({ Monday: "Closed", Tuesday: "Kapalı" })).toEqual({ open: [], unknownDays: [] });
  });
});

describe("clockZone and minuteOfWeek", () => {
  it("read a valid zone by its canonical name, anything else as UTC", () => {
    expect(clockZone("asia/istanbul")).toBe("Europe/Istanbul");
    expect(clockZone(" Europe/Paris ")).toBe("Europe/Paris");
    expect(clockZone("Not/AZone")).toBe("UTC");
    expect(clockZone(null)).toBe("UTC");
    expect(clockZone("")).toBe("UTC");
  });

  it("count minutes from Monday 00:00 in the zone", () => {
    const at = new Date("2025-01-15T14:30:00Z"); // a Wednesday
    expect(minuteOfWeek(at, "UTC")).toBe(2 * DAY + h(14, 30));
    expect(minuteOfWeek(at, "Asia/Tokyo")).toBe(2 * DAY + h(23, 30));
    expect(minuteOfWeek(at, "Asia/Kathmandu")).toBe(2 * DAY + h(20, 15));
    expect(minuteOfWeek(new Date("2025-01-19T23:30:00Z"), "Asia/Tokyo")).toBe(h(8, 30)); // Monday there
    expect(minuteOfWeek(new Date(Number.NaN), "UTC")).toBeNull();
  });
});

// -------------------------------------------------------------------------------------------
// Agreement: the badge (isOpenAt) and the list filter (a minute of the week in the stored
// ranges, read in clockZone) against the day-by-day reading the badge always had.

const referenceClocks = new Map<string, Intl.DateTimeFormat>();

function referenceClock(zone: string): Intl.DateTimeFormat {
  let clock = referenceClocks.get(zone);
  if (!clock) {
    const options = { weekday: "long", hour: "numeric", minute: "numeric", hourCycle: "h23" } as const;
    clock = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone });
    referenceClocks.set(zone, clock);
  }
  return clock;
}

/** The badge's reading before the week existed: today's ranges, and yesterday's spill past midnight. */
function dayByDayIsOpen(workingHours: unknown, at: Date, timeZone: string | null): boolean | null {
  const hours = normalizeWorkingHours(workingHours);
  const week = WEEKDAYS.map((day): DayHours => {
    const text = hours[day];
    return text === undefined ? { kind: "closed" } : parseDayHours(text);
  });
  const usable = WEEKDAYS.some((day, index) => hours[day] !== undefined && week[index]!.kind !== "unknown");
  let zone = timeZone?.trim() || "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const parts = referenceClock(zone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const day = WEEKDAYS.indexOf(part("weekday") as (typeof WEEKDAYS)[number]);
  const minutes = (Number(part("hour")) % 24) * 60 + Number(part("minute"));
  if (!usable) return null;
  const today = week[day]!;
  const yesterday = week[(day + 6) % 7]!;
  if (yesterday.kind === "ranges" && yesterday.ranges.some((r) => minutes < r.close - DAY)) return true;
  if (today.kind === "open24") return true;
  if (today.kind === "closed") return false;
  if (today.kind === "ranges") return today.ranges.some((r) => minutes >= r.open && minutes < r.close);
  return null;
}

/** What the list filter asks of the stored columns. */
function filterMatches(week: WeekHours | null, at: Date, timeZone: string | null): boolean {
  const minute = minuteOfWeek(at, clockZone(timeZone))!;
  return (week?.open ?? []).some((r) => minute >= r.open && minute < r.close);
}

const DAY_TEXTS = [
  undefined, "Closed", "Open 24 hours", "9AM–5PM", "11AM–3PM,5–9:30PM", "6PM–2AM", "8PM–3AM", "12AM–6AM", "09:00-17:00",
  "22:00-04:00", "Hours might differ", "Geschlossen", "24 Stunden geöffnet", "12PM–12AM", "12AM–12AM", "7 AM to 6 PM",
  "6:30–10:30AM, 12–2PM", "11–2AM", "5PM–5AM", "0:00-24:00", "08:30–12:00, 14:00–18:30", "Fermé", "9-5",
  "noon-midnight",
];
const ZONES = [
  null, "", "UTC", "Not/AZone", " Europe/Istanbul ", "Asia/Tokyo", "America/New_York", "Pacific/Auckland",
  "Asia/Kathmandu", "America/St_Johns", "Australia/Lord_Howe", "asia/calcutta",
];

/** A small deterministic generator, so a failure names a case that can be replayed. */
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

/** Shapes the imports store: an object, its JSON text, the old "Day: text | ..." string, Apify's list. */
function stored(week: Record<string, string>, shape: number): unknown {
  if (shape === 1) return JSON.stringify(week);
  if (shape === 2) return Object.entries(week).map(([day, text]) => `${day}: ${text}`).join(" | ");
  if (shape === 3) return Object.entries(week).map(([day, hours]) => ({ day, hours }));
  return week;
}

describe("the badge and the list filter agree", () => {
  it("over many weeks, zones and instants, daylight saving changes included", () => {
    const random = numbers(20250115);
    const next = () => random.next().value as number;
    const start = Date.UTC(2025, 2, 20); // spans the March and April changes of several zones
    let compared = 0;
    for (let weekCase = 0; weekCase < 400; weekCase++) {
      const week: Record<string, string> = {};
      for (const day of WEEKDAYS) {
        const text = DAY_TEXTS[Math.floor(next() * DAY_TEXTS.length)];
        if (text !== undefined) week[day] = text;
      }
      const hours = stored(week, Math.floor(next() * 4));
      const ranges = weekHoursOf(hours);
      for (let instant = 0; instant < 40; instant++) {
        const at = new Date(start + Math.floor(next() * 21 * DAY) * 60_000 + Math.floor(next() * 60_000));
        const zone = ZONES[Math.floor(next() * ZONES.length)]!;
        const expected = dayByDayIsOpen(hours, at, zone);
        const context = JSON.stringify({ hours, at, zone });
        expect(isOpenAt(hours, at, zone), context).toBe(expected);
        expect(filterMatches(ranges, at, zone), context).toBe(expected === true);
        compared++;
      }
    }
    expect(compared).toBe(16_000);
  });

  it("at every minute of a week with an overnight Sunday and a split day", () => {
    const hours = { Monday: "Closed", Tuesday: "11AM–3PM,5–9:30PM", Saturday: "Open 24 hours", Sunday: "8PM–3AM" };
    const ranges = weekHoursOf(hours);
    const monday = Date.UTC(2025, 0, 13);
    for (let minute = 0; minute < WEEK; minute++) {
      const at = new Date(monday + minute * 60_000);
      const expected = dayByDayIsOpen(hours, at, "UTC");
      expect(isOpenAt(hours, at, "UTC")).toBe(expected);
      expect(filterMatches(ranges, at, "UTC")).toBe(expected === true);
    }
  });
});
