// Hours as the scrapers in the import fixtures write them: every shape and language the
// reader must take, and the Open Now answer for what it produces.
import { describe, expect, it } from "vitest";
import { isOpenAt, normalizeWorkingHours, parseDayHours, tidyDayText, type DayHours } from "./hours";

const h = (hour: number, minute = 0) => hour * 60 + minute;
const ranges = (...pairs: [number, number][]): DayHours => ({
  kind: "ranges",
  ranges: pairs.map(([open, close]) => ({ open, close })),
});
const CLOSED: DayHours = { kind: "closed" };
const OPEN24: DayHours = { kind: "open24" };
const NNBSP = "\u202f";

describe("parseDayHours on scraper texts", () => {
  it.each<[string, string, DayHours]>([
    ["narrow no-break space before PM (gosom)", `11${NNBSP}am–11${NNBSP}pm`, ranges([h(11), h(23)])],
    ["narrow no-break space, 'to' (Apify)", `9${NNBSP}AM to 10:30${NNBSP}PM`, ranges([h(9), h(22, 30)])],
    ["en dash, shared suffix", `12–10:45${NNBSP}pm`, ranges([h(12), h(22, 45)])],
    ["shared suffix on the close (Outscraper)", "5:30-11pm", ranges([h(17, 30), h(23)])],
    ["'to' with a shared suffix", `4 to 9${NNBSP}PM`, ranges([h(16), h(21)])],
    ["a.m./p.m.", "8:30 a.m. – 5 p.m.", ranges([h(8, 30), h(17)])],
    ["24-hour clock with 'to' (Apify, German UI)", "08:00 to 19:00", ranges([h(8), h(19)])],
    ["24-hour clock, en dash (gosom, Vietnamese UI)", "08:00–21:30", ranges([h(8), h(21, 30)])],
    ["several ranges a day (Outscraper)", "11:30am-2:30pm,5:30-11pm", ranges([h(11, 30), h(14, 30)], [h(17, 30), h(23)])],
    [
      "several ranges with 'to' (Apify)",
      `7${NNBSP}AM to 1${NNBSP}PM, 4 to 9${NNBSP}PM`,
      ranges([h(7), h(13)], [h(16), h(21)]),
    ],
    ["several 24-hour ranges", "08:00 to 13:00, 15:00 to 18:00", ranges([h(8), h(13)], [h(15), h(18)])],
    [
      "four ranges",
      `7 to 8${NNBSP}AM, 9:30 to 10:30${NNBSP}AM, 12:30 to 1:30${NNBSP}PM, 6:30 to 8:45${NNBSP}PM`,
      ranges([h(7), h(8)], [h(9, 30), h(10, 30)], [h(12, 30), h(13, 30)], [h(18, 30), h(20, 45)]),
    ],
    ["past midnight", `6${NNBSP}pm–1${NNBSP}am`, ranges([h(18), h(25)])],
    ["until midnight", "11am-12am", ranges([h(11), h(24)])],
    ["a range from midnight, then one past midnight", "12-1am,7am-1am", ranges([h(0), h(1)], [h(7), h(25)])],
    ["past midnight with minutes", "10:30AM-3:30AM", ranges([h(10, 30), h(27, 30)])],
    ["24-hour clock past midnight", "18:00–02:00", ranges([h(18), h(26)])],
    ["German 'bis' and 'Uhr'", "8:00 bis 19:00 Uhr", ranges([h(8), h(19)])],
    ["French 'h'", "8h30 – 19h", ranges([h(8, 30), h(19)])],
    ["French 'à'", "08:00 à 12:00, 14:00 à 18:00", ranges([h(8), h(12)], [h(14), h(18)])],
    ["Dutch 'tot'", "09:00 tot 17:00", ranges([h(9), h(17)])],
    ["Spanish 'a'", "09:00 a 17:00", ranges([h(9), h(17)])],
    ["Portuguese 'às'", "09:00 às 18:00", ranges([h(9), h(18)])],
    ["Italian 'alle'", "09:00 alle 13:00", ranges([h(9), h(13)])],
    ["Vietnamese 'đến'", "08:00 đến 17:00", ranges([h(8), h(17)])],
    ["a range ending at 24h is no 'open 24 hours'", "8h-24h", ranges([h(8), h(24)])],
    ["French 'h' with spaces", "8 h 30 - 12 h, 14 h - 18 h 30", ranges([h(8, 30), h(12)], [h(14), h(18, 30)])],
    ["ranges after a full stop", "9-12. 14-18", ranges([h(9), h(12)], [h(14), h(18)])],
  ])("%s: %j", (_shape, text, expected) => {
    expect(parseDayHours(text)).toEqual(expected);
  });

  it.each<[string, string, DayHours]>([
    ["English", "Closed", CLOSED],
    ["English", "Open 24 hours", OPEN24],
    ["German", "Geschlossen", CLOSED],
    ["German", "24 Stunden geöffnet", OPEN24],
    ["French", "Fermé", CLOSED],
    ["French", "Ouvert 24h/24", OPEN24],
    ["French", "Ouvert 24 heures sur 24", OPEN24],
    ["Dutch", "Gesloten", CLOSED],
    ["Dutch", "24 uur geopend", OPEN24],
    ["Spanish", "Cerrado", CLOSED],
    ["Spanish", "Abierto 24 horas", OPEN24],
    ["Portuguese", "Fechado", CLOSED],
    ["Portuguese", "Aberto 24 horas", OPEN24],
    ["Italian", "Chiuso", CLOSED],
    ["Italian", "Aperto 24 ore", OPEN24],
    ["Turkish", "Kapalı", CLOSED],
    ["Turkish", "KAPALI", CLOSED],
    ["Turkish", "24 saat açık", OPEN24],
    ["Vietnamese", "Đóng cửa", CLOSED],
    ["Vietnamese", "Dong cua", CLOSED],
    ["Vietnamese", "Mở cửa cả ngày", OPEN24],
    ["Vietnamese", "Mở cửa 24 giờ", OPEN24],
  ])("%s %j", (_language, text, expected) => {
    expect(parseDayHours(text)).toEqual(expected);
  });
});

describe("tidyDayText on scraper texts", () => {
  it.each([
    ["08:00 to 19:00", "08:00–19:00"],
    [`9${NNBSP}AM to 10:30${NNBSP}PM`, `9${NNBSP}AM–10:30${NNBSP}PM`],
    [`7${NNBSP}AM to 1${NNBSP}PM, 4 to 9${NNBSP}PM`, `7${NNBSP}AM–1${NNBSP}PM,4–9${NNBSP}PM`],
    ["08:00 bis 19:00", "08:00–19:00"],
    ["08:00 à 12:00", "08:00–12:00"],
    ["08:00 đến 17:00", "08:00–17:00"],
    ["Geschlossen", "Closed"],
    ["Đóng cửa", "Closed"],
    ["24 uur geopend", "Open 24 hours"],
    ["Mở cửa cả ngày", "Open 24 hours"],
  ])("%j -> %j", (input, expected) => {
    expect(tidyDayText(input)).toBe(expected);
  });

  it.each(["08:00 to 19:00", "5:30-11pm", "12-1am,7am-1am", "Geschlossen", "8h30 – 19h", "08:00 đến 17:00"])(
    "reads the same before and after: %j",
    (input) => {
      expect(parseDayHours(tidyDayText(input))).toEqual(parseDayHours(input));
    },
  );
});

describe("normalizeWorkingHours on scraper shapes", () => {
  it("reads gosom's open_hours with list values and a narrow space", () => {
    expect(normalizeWorkingHours({ Friday: [`11${NNBSP}am–11${NNBSP}pm`], Sunday: [`12–6${NNBSP}PM`] })).toEqual({
      Friday: `11${NNBSP}am–11${NNBSP}pm`,
      Sunday: `12–6${NNBSP}PM`,
    });
  });

  it("reads gosom's Vietnamese open_hours as JSON text", () => {
    const text = JSON.stringify({
      "Thứ Bảy": ["08:00–21:30"],
      "Chủ Nhật": ["Đóng cửa"],
      "Thứ Hai": ["Mở cửa cả ngày"],
      "Thứ Ba": ["08:00–21:30"],
    });
    expect(normalizeWorkingHours(text)).toEqual({
      Monday: "Mở cửa cả ngày",
      Tuesday: "08:00–21:30",
      Saturday: "08:00–21:30",
      Sunday: "Đóng cửa",
    });
  });

  it("reads Apify's German list that starts on Tuesday, in week order", () => {
    const hours = normalizeWorkingHours([
      { day: "Dienstag", hours: "08:00 to 19:00" },
      { day: "Sonntag", hours: "Geschlossen" },
      { day: "Montag", hours: "24 Stunden geöffnet" },
    ]);
    expect(Object.entries(hours)).toEqual([
      ["Monday", "24 Stunden geöffnet"],
      ["Tuesday", "08:00 to 19:00"],
      ["Sunday", "Geschlossen"],
    ]);
  });

  it("reads Outscraper's dict that starts on Sunday and its array-valued hours", () => {
    expect(
      normalizeWorkingHours('{"Sunday": "Closed", "Monday": ["11:30am-2:30pm", "5:30-11pm"], "Tuesday": ["1-7PM"]}'),
    ).toEqual({ Monday: "11:30am-2:30pm,5:30-11pm", Tuesday: "1-7PM", Sunday: "Closed" });
  });

  it("reads the old text format with colons inside the times and localised day names", () => {
    expect(normalizeWorkingHours("Sunday:Closed|Monday:10:30AM-3:30AM|Tuesday:11:30am-2:30pm,5:30-11pm")).toEqual({
      Monday: "10:30AM-3:30AM",
      Tuesday: "11:30am-2:30pm,5:30-11pm",
      Sunday: "Closed",
    });
    expect(normalizeWorkingHours("Thứ 2: 08:00–17:00 | Chủ Nhật: Đóng cửa | lunes: 9:00 a 17:00")).toEqual({
      Monday: "08:00–17:00",
      Sunday: "Đóng cửa",
    });
  });
});

describe("isOpenAt with scraper hours past midnight", () => {
  // 2024-01-01 was a Monday; Europe/Zurich is UTC+1 in January, Asia/Ho_Chi_Minh UTC+7.
  const zurich = (day: number, hour: number, minute = 0) =>
    new Date(Date.UTC(2024, 0, day, hour - 1, minute));

  it("counts the late part of Monday's '12-1am,7am-1am' on Tuesday morning in the business's zone", () => {
    const hours = { Monday: "12-1am,7am-1am", Tuesday: "Closed" };
    expect(isOpenAt(hours, zurich(1, 23, 30), "Europe/Zurich")).toBe(true);
    expect(isOpenAt(hours, zurich(2, 0, 30), "Europe/Zurich")).toBe(true);
    expect(isOpenAt(hours, zurich(2, 1, 0), "Europe/Zurich")).toBe(false);
    expect(isOpenAt(hours, zurich(1, 0, 30), "Europe/Zurich")).toBe(true);
    expect(isOpenAt(hours, zurich(1, 3), "Europe/Zurich")).toBe(false);
  });

  it("reads tidied Apify hours past midnight with narrow spaces", () => {
    const hours = { Saturday: tidyDayText(`7${NNBSP}PM to 2:30${NNBSP}AM`), Sunday: "Closed" };
    expect(isOpenAt(hours, zurich(7, 2, 15), "Europe/Zurich")).toBe(true); // Sunday 02:15
    expect(isOpenAt(hours, zurich(7, 2, 45), "Europe/Zurich")).toBe(false);
  });

  it("wraps a Sunday night range into Monday", () => {
    const hours = { Sunday: "18:00–02:00", Monday: "Đóng cửa" };
    const saigon = (day: number, hour: number) => new Date(Date.UTC(2024, 0, day, hour - 7));
    expect(isOpenAt(hours, saigon(8, 1), "Asia/Ho_Chi_Minh")).toBe(true); // Monday 01:00
    expect(isOpenAt(hours, saigon(8, 3), "Asia/Ho_Chi_Minh")).toBe(false);
  });

  it("answers for a localised week read from Apify's list", () => {
    const hours = normalizeWorkingHours([
      { day: "dinsdag", hours: "Gesloten" },
      { day: "vrijdag", hours: "13:00 to 17:00" },
      { day: "zaterdag", hours: "24 uur geopend" },
    ]);
    // 2024-01-05 is a Friday, 2024-01-06 a Saturday, 2024-01-02 a Tuesday.
    expect(isOpenAt(hours, zurich(5, 14), "Europe/Zurich")).toBe(true);
    expect(isOpenAt(hours, zurich(5, 12), "Europe/Zurich")).toBe(false);
    expect(isOpenAt(hours, zurich(6, 4), "Europe/Zurich")).toBe(true);
    expect(isOpenAt(hours, zurich(2, 14), "Europe/Zurich")).toBe(false);
  });
});
