import { describe, expect, it } from "vitest";
import {
  isOpenAt,
  normalizeWorkingHours,
  parseDayHours,
  readWorkingHours,
  tidyDayText,
  todayName,
  WEEKDAYS,
  type DayHours,
} from "./hours";

const h = (hour: number, minute = 0) => hour * 60 + minute;
const ranges = (...pairs: [number, number][]): DayHours => ({
  kind: "ranges",
  ranges: pairs.map(([open, close]) => ({ open, close })),
});

describe("parseDayHours", () => {
  it.each<[string, DayHours]>([
    ["9AM–5PM", ranges([h(9), h(17)])],
    ["9 AM - 5 PM", ranges([h(9), h(17)])],
    ["9:30 am – 10 pm", ranges([h(9, 30), h(22)])],
    ["9:30 a.m. - 10 p.m.", ranges([h(9, 30), h(22)])],
    ["7 AM to 6 PM", ranges([h(7), h(18)])],
    ["09:00-17:00", ranges([h(9), h(17)])],
    ["07:00-15:30", ranges([h(7), h(15, 30)])],
    ["0:00-6:00", ranges([h(0), h(6)])],
    ["12PM–12AM", ranges([h(12), h(24)])],
    ["12AM–6AM", ranges([h(0), h(6)])],
    ["12PM–1PM", ranges([h(12), h(13)])],
    ["9AM—5PM", ranges([h(9), h(17)])], // em dash
    ["9AM-5PM", ranges([h(9), h(17)])], // hyphen
    ["9\u202fAM\u2009–\u20095\u202fPM", ranges([h(9), h(17)])], // Google's narrow and thin spaces
    ["9\u00a0AM–5\u00a0PM", ranges([h(9), h(17)])],
    ["noon-midnight", ranges([h(12), h(24)])],
  ])("%s", (text, expected) => {
    expect(parseDayHours(text)).toEqual(expected);
  });

  it("reads several ranges separated by comma or semicolon", () => {
    expect(parseDayHours("11AM–3PM,5–9:30PM")).toEqual(ranges([h(11), h(15)], [h(17), h(21, 30)]));
    expect(parseDayHours("11 AM – 3 PM; 5 PM – 10 PM")).toEqual(ranges([h(11), h(15)], [h(17), h(22)]));
    expect(parseDayHours("6:30–10:30AM, 12–2PM")).toEqual(ranges([h(6, 30), h(10, 30)], [h(12), h(14)]));
  });

  it("borrows the close time's suffix, switching half when the borrowed one runs backwards", () => {
    expect(parseDayHours("5–9:30PM")).toEqual(ranges([h(17), h(21, 30)]));
    expect(parseDayHours("11–3PM")).toEqual(ranges([h(11), h(15)]));
    expect(parseDayHours("8–11AM")).toEqual(ranges([h(8), h(11)]));
    // Same-suffix reading kept when neither half avoids crossing midnight (Google's convention).
    expect(parseDayHours("11–2AM")).toEqual(ranges([h(11), h(26)]));
  });

  it("borrows the open time's suffix for a bare close time", () => {
    expect(parseDayHours("9AM–5")).toEqual(ranges([h(9), h(17)]));
    expect(parseDayHours("9AM–11")).toEqual(ranges([h(9), h(11)]));
  });

  it("treats a bare hour below 8 as afternoon", () => {
    expect(parseDayHours("5-9")).toEqual(ranges([h(17), h(21)]));
    expect(parseDayHours("9-5")).toEqual(ranges([h(9), h(17)]));
    expect(parseDayHours("10:30 - 7:30")).toEqual(ranges([h(10, 30), h(19, 30)]));
    expect(parseDayHours("8-12")).toEqual(ranges([h(8), h(12)]));
    expect(parseDayHours("6-12")).toEqual(ranges([h(18), h(24)]));
    expect(parseDayHours("7-11")).toEqual(ranges([h(19), h(23)]));
    expect(parseDayHours("11-9")).toEqual(ranges([h(11), h(21)]));
    expect(parseDayHours("12-8")).toEqual(ranges([h(12), h(20)]));
  });

  it("adds a day to a close time earlier than the open time", () => {
    expect(parseDayHours("6PM–2AM")).toEqual(ranges([h(18), h(26)]));
    expect(parseDayHours("22:00-03:00")).toEqual(ranges([h(22), h(27)]));
    expect(parseDayHours("12AM–12AM")).toEqual(ranges([h(0), h(24)]));
  });

  it.each(["Closed", "closed", " CLOSED ", "Temporarily closed"])("closed: %s", (text) => {
    expect(parseDayHours(text)).toEqual({ kind: "closed" });
  });

  it.each(["Open 24 hours", "24 hours", "open 24", "Open 24/7", "24 Hours"])("open all day: %s", (text) => {
    expect(parseDayHours(text)).toEqual({ kind: "open24" });
  });

  it.each(["", "   ", "Hours might differ", "by appointment", "25:00-26:00", "9:75-10", "13PM-2PM"])(
    "unknown: %j",
    (text) => {
      expect(parseDayHours(text)).toEqual({ kind: "unknown" });
    },
  );

  it("keeps the readable ranges of a text with extra words", () => {
    expect(parseDayHours("9AM–5PM (Hours might differ)")).toEqual(ranges([h(9), h(17)]));
  });
});

describe("normalizeWorkingHours", () => {
  it("accepts an object with full, short and oddly cased day names", () => {
    expect(
      normalizeWorkingHours({ mon: " 9AM–5PM ", TUESDAY: "Closed", Wed: "10–6", thurs: "x", Sun: "Open 24 hours" }),
    ).toEqual({
      Monday: "9AM–5PM",
      Tuesday: "Closed",
      Wednesday: "10–6",
      Thursday: "x",
      Sunday: "Open 24 hours",
    });
  });

  it("returns the days in week order", () => {
    expect(Object.keys(normalizeWorkingHours({ Sunday: "Closed", Monday: "Closed", fri: "Closed" }))).toEqual([
      "Monday",
      "Friday",
      "Sunday",
    ]);
  });

  it("joins list values with a comma", () => {
    expect(normalizeWorkingHours({ Monday: ["11AM–3PM", "5–9:30PM"], Tuesday: ["9AM–5PM"] })).toEqual({
      Monday: "11AM–3PM,5–9:30PM",
      Tuesday: "9AM–5PM",
    });
  });

  it("parses a JSON string", () => {
    expect(normalizeWorkingHours('{"monday":"9AM–5PM","Saturday":"Closed"}')).toEqual({
      Monday: "9AM–5PM",
      Saturday: "Closed",
    });
  });

  it("parses Outscraper's old pipe-separated format", () => {
    expect(normalizeWorkingHours("Monday: 9AM–5PM | Tuesday: Closed | Wednesday: 11AM–3PM,5–9:30PM")).toEqual({
      Monday: "9AM–5PM",
      Tuesday: "Closed",
      Wednesday: "11AM–3PM,5–9:30PM",
    });
  });

  it("accepts Apify's list of { day, hours }", () => {
    expect(normalizeWorkingHours([{ day: "Monday", hours: "7 AM to 6 PM" }, { day: "Sun", hours: "Closed" }])).toEqual(
      { Monday: "7 AM to 6 PM", Sunday: "Closed" },
    );
  });

  it("keeps the first of duplicate days", () => {
    expect(normalizeWorkingHours({ Monday: "9AM–5PM", mon: "Closed" })).toEqual({ Monday: "9AM–5PM" });
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["undefined", undefined],
    ["number", 42],
    ["broken JSON", "{not json"],
    ["plain words", "hello world"],
    ["array of junk", [1, "x", null]],
    ["unknown keys and bad values", { Funday: "9-5", Monday: 9, Tuesday: "", Wednesday: null, s: "Closed" }],
  ])("drops junk: %s", (_name, value) => {
    expect(normalizeWorkingHours(value)).toEqual({});
  });
});

describe("isOpenAt", () => {
  const weekdays9to5 = {
    Monday: "9AM–5PM",
    Tuesday: "9AM–5PM",
    Wednesday: "9AM–5PM",
    Thursday: "9AM–5PM",
    Friday: "9AM–5PM",
    Saturday: "Closed",
    Sunday: "Closed",
  };

  it("uses the given time zone for the same instant", () => {
    // Wednesday 2025-01-15 14:00 UTC = 23:00 Wed in Tokyo, 09:00 Wed in New York.
    const at = new Date("2025-01-15T14:00:00Z");
    expect(isOpenAt(weekdays9to5, at, "Asia/Tokyo")).toBe(false);
    expect(isOpenAt(weekdays9to5, at, "America/New_York")).toBe(true);
    expect(isOpenAt(weekdays9to5, at, "UTC")).toBe(true);
  });

  it("takes the weekday from the zone too", () => {
    // Friday 2025-01-17 20:00 UTC = Saturday 05:00 in Tokyo, Friday 15:00 in New York.
    const at = new Date("2025-01-17T20:00:00Z");
    expect(todayName(at, "Asia/Tokyo")).toBe("Saturday");
    expect(todayName(at, "America/New_York")).toBe("Friday");
    expect(isOpenAt({ ...weekdays9to5, Saturday: "5AM–1PM" }, at, "Asia/Tokyo")).toBe(true);
    expect(isOpenAt(weekdays9to5, at, "America/New_York")).toBe(true);
  });

  it("treats open as inclusive and close as exclusive", () => {
    expect(isOpenAt(weekdays9to5, new Date("2025-01-15T09:00:00Z"), "UTC")).toBe(true);
    expect(isOpenAt(weekdays9to5, new Date("2025-01-15T08:59:00Z"), "UTC")).toBe(false);
    expect(isOpenAt(weekdays9to5, new Date("2025-01-15T17:00:00Z"), "UTC")).toBe(false);
  });

  it("counts the previous day's overnight range after midnight", () => {
    const bar = { Friday: "6PM–2AM", Saturday: "Closed" };
    expect(isOpenAt(bar, new Date("2025-01-17T23:30:00Z"), "UTC")).toBe(true); // Friday night
    expect(isOpenAt(bar, new Date("2025-01-18T01:30:00Z"), "UTC")).toBe(true); // Saturday, spill
    expect(isOpenAt(bar, new Date("2025-01-18T02:00:00Z"), "UTC")).toBe(false);
    expect(isOpenAt(bar, new Date("2025-01-17T01:30:00Z"), "UTC")).toBe(false); // Thursday is missing
  });

  it("wraps the spill from Sunday into Monday", () => {
    expect(isOpenAt({ Sunday: "8PM–3AM" }, new Date("2025-01-20T02:00:00Z"), "UTC")).toBe(true);
  });

  it("handles split days, 24 hours and closed", () => {
    const at = (time: string) => new Date(`2025-01-15T${time}:00Z`); // a Wednesday
    const hours = { Wednesday: "11AM–3PM,5–9:30PM" };
    expect(isOpenAt(hours, at("12:00"), "UTC")).toBe(true);
    expect(isOpenAt(hours, at("16:00"), "UTC")).toBe(false);
    expect(isOpenAt(hours, at("21:15"), "UTC")).toBe(true);
    expect(isOpenAt({ Wednesday: "Open 24 hours" }, at("03:00"), "UTC")).toBe(true);
    expect(isOpenAt({ Wednesday: "Closed", Thursday: "9AM–5PM" }, at("12:00"), "UTC")).toBe(false);
  });

  it("treats a missing day as closed when other days exist", () => {
    expect(isOpenAt({ Monday: "9AM–5PM" }, new Date("2025-01-15T12:00:00Z"), "UTC")).toBe(false);
  });

  it("returns null without usable data", () => {
    const at = new Date("2025-01-15T12:00:00Z");
    expect(isOpenAt(null, at, "UTC")).toBeNull();
    expect(isOpenAt({}, at, "UTC")).toBeNull();
    expect(isOpenAt("garbage", at, "UTC")).toBeNull();
    expect(isOpenAt({ Monday: "Hours might differ" }, at, "UTC")).toBeNull();
    expect(isOpenAt(weekdays9to5, new Date(Number.NaN), "UTC")).toBeNull();
  });

  it("returns null when today's text is unreadable but other days are known", () => {
    expect(isOpenAt({ Monday: "9AM–5PM", Wednesday: "ask" }, new Date("2025-01-15T12:00:00Z"), "UTC")).toBeNull();
  });

  it("accepts the stored JSON string and old format", () => {
    const at = new Date("2025-01-15T12:00:00Z");
    expect(isOpenAt(JSON.stringify(weekdays9to5), at, "UTC")).toBe(true);
    expect(isOpenAt("Wednesday: 9AM–5PM | Thursday: Closed", at, "UTC")).toBe(true);
  });

  it("falls back to UTC for a missing or invalid zone", () => {
    const at = new Date("2025-01-15T12:00:00Z"); // Wednesday noon UTC, 21:00 in Tokyo
    const hours = { Wednesday: "11AM–1PM" };
    expect(isOpenAt(hours, at)).toBe(true);
    expect(isOpenAt(hours, at, null)).toBe(true);
    expect(isOpenAt(hours, at, "")).toBe(true);
    expect(isOpenAt(hours, at, "Not/AZone")).toBe(true);
    expect(isOpenAt(hours, at, "Asia/Tokyo")).toBe(false);
  });
});

describe("todayName", () => {
  it("names the weekday in the zone, UTC by default", () => {
    const at = new Date("2025-01-19T23:30:00Z"); // Sunday in UTC and New York, Monday in Tokyo
    expect(todayName(at)).toBe("Sunday");
    expect(todayName(at, "America/New_York")).toBe("Sunday");
    expect(todayName(at, "Asia/Tokyo")).toBe("Monday");
    expect(todayName(at, "Invalid/Zone")).toBe("Sunday");
  });

  it("returns one of WEEKDAYS for every day of a week", () => {
    const names = Array.from({ length: 7 }, (_, i) => todayName(new Date(Date.UTC(2025, 0, 13 + i, 12)), "UTC"));
    expect(names).toEqual([...WEEKDAYS]);
  });
});

describe("readWorkingHours", () => {
  it("returns the same hours as normalizeWorkingHours and names the keys that are no weekday", () => {
    const value = { Monday: "9AM–5PM", Feiertag: "9–17", Funday: "Closed", tue: "Closed", Holiday: "" };
    expect(readWorkingHours(value)).toEqual({
      hours: normalizeWorkingHours(value),
      unknownDays: ["Feiertag", "Funday"],
    });
  });

  it("reports unknown days of the old pipe format once each", () => {
    expect(readWorkingHours("Feiertag: 9–17 | Monday: 9AM–5PM | Feiertag: 9–17").unknownDays).toEqual(["Feiertag"]);
  });

  it("reports nothing for clean hours", () => {
    expect(readWorkingHours({ Monday: "Closed" }).unknownDays).toEqual([]);
  });
});

describe("tidyDayText", () => {
  it.each([
    ["7 AM to 6 PM", "7 AM–6 PM"],
    ["7 am TO 6 pm", "7 am–6 pm"],
    ["9 AM - 5 PM", "9 AM–5 PM"],
    ["9-5", "9–5"],
    ["9:30 a.m. — 10 p.m.", "9:30 a.m.–10 p.m."],
    ["11AM–3PM,5–9:30PM", "11AM–3PM,5–9:30PM"],
    ["  11AM–3PM ,  5–9:30PM ", "11AM–3PM,5–9:30PM"],
    ["Closed", "Closed"],
    ["Open 24 hours", "Open 24 hours"],
  ])("%j -> %j", (input, expected) => {
    expect(tidyDayText(input)).toBe(expected);
  });

  it.each(["7 AM to 6 PM", "9 AM - 5 PM", "9-5", "11AM–3PM,5–9:30PM", "6PM to 2AM", "9\u202fAM\u2009–\u20095\u202fPM"])(
    "reads the same before and after: %j",
    (input) => {
      expect(parseDayHours(tidyDayText(input))).toEqual(parseDayHours(input));
    },
  );
});
