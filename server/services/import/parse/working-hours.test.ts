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

  it("names day keys that are no weekday and keeps the others", () => {
    const reading = readHoursCell("{'Feiertag': '9–17', 'Monday': '9AM–5PM', 'Holiday hours': 'Closed'}");
    expect(reading.hours).toEqual({ Monday: "9AM–5PM" });
    expect(reading.unknownDays).toEqual(["Feiertag", "Holiday hours"]);
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
      { day: "Feiertag", hours: "9–17" },
      { day: "Friday", hours: "9 AM to 5 PM" },
    ]);
    expect(reading.hours).toEqual({ Friday: "9 AM–5 PM" });
    expect(reading.unknownDays).toEqual(["Feiertag"]);
  });
});

describe("hours cells as scrapers write them", () => {
  const NNBSP = "\u202f";
  it.each<[string, unknown, Record<string, string>]>([
    [
      "gosom open_hours JSON (lists, narrow spaces)",
      `{"Friday":["11${NNBSP}am–11${NNBSP}pm"],"Saturday":["6${NNBSP}pm–1${NNBSP}am"]}`,
      { Friday: `11${NNBSP}am–11${NNBSP}pm`, Saturday: `6${NNBSP}pm–1${NNBSP}am` },
    ],
    [
      "gosom open_hours in Vietnamese",
      '{"Thứ Bảy":["08:00–21:30"],"Chủ Nhật":["Đóng cửa"],"Thứ Hai":["Mở cửa cả ngày"]}',
      { Monday: "Open 24 hours", Saturday: "08:00–21:30", Sunday: "Closed" },
    ],
    [
      "Outscraper's dict starting on Sunday, past midnight",
      '{"Sunday": "Closed", "Monday": "12-1am,7am-1am", "Tuesday": "5:30-11pm"}',
      { Monday: "12–1am,7am–1am", Tuesday: "5:30–11pm", Sunday: "Closed" },
    ],
    [
      "Outscraper's new array-valued hours",
      { Monday: ["11:30AM-3PM", "5-10PM"], Tuesday: ["Closed"] },
      { Monday: "11:30AM–3PM,5–10PM", Tuesday: "Closed" },
    ],
    [
      "Outscraper's old format with colons in the times",
      "Monday:10:30AM-3:30AM|Tuesday:Closed|Wednesday:Open 24 hours",
      { Monday: "10:30AM–3:30AM", Tuesday: "Closed", Wednesday: "Open 24 hours" },
    ],
    [
      "Apify's list in German as JSON",
      [
        { day: "Dienstag", hours: "08:00 to 19:00" },
        { day: "Sonntag", hours: "Geschlossen" },
        { day: "Montag", hours: "24 Stunden geöffnet" },
      ],
      { Monday: "Open 24 hours", Tuesday: "08:00–19:00", Sunday: "Closed" },
    ],
    [
      "day names in French, Spanish, Portuguese, Italian and Turkish",
      {
        lundi: "Fermé", martes: "9:00 a 17:00", "quarta-feira": "Fechado", giovedì: "Chiuso", Cuma: "24 saat açık",
        sábado: "Cerrado", domenica: "Aperto 24 ore",
      },
      {
        Monday: "Closed", Tuesday: "9:00–17:00", Wednesday: "Closed", Thursday: "Closed", Friday: "Open 24 hours",
        Saturday: "Closed", Sunday: "Open 24 hours",
      },
    ],
  ])("%s", (_shape, cell, expected) => {
    const reading = readHoursCell(cell);
    expect(reading).toEqual({ hours: expected, unknownDays: [], unreadable: false });
  });

  it("reads Apify's Dutch day/hours columns that start on Tuesday", () => {
    const reading = readHoursPairs([
      { day: "dinsdag", hours: "Gesloten" },
      { day: "woensdag", hours: "09:00 to 12:00" },
      { day: "maandag", hours: "24 uur geopend" },
    ]);
    expect(reading).toEqual({
      hours: { Monday: "Open 24 hours", Tuesday: "Closed", Wednesday: "09:00–12:00" },
      unknownDays: [],
      unreadable: false,
    });
  });
});
