import { describe, expect, it } from "vitest";
import { readHoursCell, readHoursPairs } from "./working-hours";

const FULL_WEEK_REPR =
  "{'Monday': ['11AM–3PM', '5–9:30PM'], 'Tuesday': 'Closed', 'Wednesday': ['11AM–3PM', '5–9:30PM'], " +
  "'Thursday': '11AM–10PM', 'Friday': '11AM–11PM', 'Saturday': 'Open 24 hours', 'Sunday': '12–9PM'}";

describe("readHoursCell", () => {
  it("reads Outscraper's Python repr with list and text values, in week order", () => {
    const { hours, unknownDays, unreadable } = readHoursCell(FULL_WEEK_REPR);
    expect(hours).toEqual({
      Monday: "11AM–3PM,5–9:30PM",
      Tuesday: "Closed",
      Wednesday: "11AM–3PM,5–9:30PM",
      Thursday: "11AM–10PM",
      Friday: "11AM–11PM",
      Saturday: "Open 24 hours",
      Sunday: "12–9PM",
    });
    expect(unknownDays).toEqual([]);
    expect(unreadable).toBe(false);
  });

  it("reads Outscraper's old pipe format", () => {
    expect(readHoursCell("Monday: 9AM–5PM | Tuesday: 11AM–3PM,5–9:30PM | Sunday: Closed").hours).toEqual({
      Monday: "9AM–5PM",
      Tuesday: "11AM–3PM,5–9:30PM",
      Sunday: "Closed",
    });
  });

  it("reads a list of old-format lines", () => {
    expect(readHoursCell("['Monday: 9AM–5PM', 'Tuesday: Closed']").hours).toEqual({ Monday: "9AM–5PM", Tuesday: "Closed" });
  });

  it("reads Locus's JSON text and an already parsed object", () => {
    const json = '{"Monday":"9AM–5PM","Sunday":"Closed"}';
    expect(readHoursCell(json).hours).toEqual({ Monday: "9AM–5PM", Sunday: "Closed" });
    expect(readHoursCell({ Monday: "9AM–5PM", Sunday: "Closed" }).hours).toEqual({ Monday: "9AM–5PM", Sunday: "Closed" });
  });

  it("names day keys that are no English weekday and keeps the others", () => {
    const reading = readHoursCell("{'Lundi': '9–17', 'Monday': '9AM–5PM', 'Holiday hours': 'Closed'}");
    expect(reading.hours).toEqual({ Monday: "9AM–5PM" });
    expect(reading.unknownDays).toEqual(["Lundi", "Holiday hours"]);
  });

  it("calls text in no hours format unreadable", () => {
    expect(readHoursCell("{'Monday': '9AM").unreadable).toBe(true);
    expect(readHoursCell("9AM–5PM every day").unreadable).toBe(true);
  });

  it("treats blank and empty values as no hours, not as errors", () => {
    for (const value of ["", "  ", "{}", "[]", null, undefined, {}]) {
      expect(readHoursCell(value)).toEqual({ hours: null, unknownDays: [], unreadable: false });
    }
  });
});

describe("readHoursPairs", () => {
  it("reads Apify's day/hours columns and writes ' to ' as an en dash", () => {
    const reading = readHoursPairs([
      { day: "Monday", hours: "7 AM to 6 PM" },
      { day: "Tuesday", hours: "7 AM to 12 PM, 1 to 6 PM" },
      { day: "Sunday", hours: "Closed" },
    ]);
    expect(reading.hours).toEqual({ Monday: "7 AM–6 PM", Tuesday: "7 AM–12 PM,1–6 PM", Sunday: "Closed" });
  });

  it("skips pairs with a missing half and reports unknown days", () => {
    const reading = readHoursPairs([
      { day: "Monday", hours: null },
      { day: "Montag", hours: "9–17" },
      { day: "Friday", hours: "9 AM to 5 PM" },
    ]);
    expect(reading.hours).toEqual({ Friday: "9 AM–5 PM" });
    expect(reading.unknownDays).toEqual(["Montag"]);
  });
});
