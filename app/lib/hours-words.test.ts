import { describe, expect, it } from "vitest";
import { weekdayOf, WEEKDAYS, type Weekday } from "./hours-words";

// Per language, Monday to Sunday: the full names Google writes, then the usual abbreviations.
const WEEKS: [string, string[], string[]][] = [
  [
    "English",
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  ],
  [
    "German",
    ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."],
  ],
  [
    "French",
    ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."],
  ],
  [
    "Dutch",
    ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
    ["ma", "di", "wo", "do", "vr", "za", "zo"],
  ],
  [
    "Spanish",
    ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
  ],
  [
    "Portuguese",
    ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    ["seg.", "ter.", "qua.", "qui.", "sex.", "sáb.", "dom."],
  ],
  [
    "Italian",
    ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    ["lun", "mar", "mer", "gio", "ven", "sab", "dom"],
  ],
  [
    "Turkish",
    ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"],
    ["Pzt", "Sal", "Çar", "Per", "Cum", "Cmt", "Paz"],
  ],
  [
    "Vietnamese",
    ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"],
    ["T2", "T3", "T4", "T5", "T6", "T7", "CN"],
  ],
];

const unaccented = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d");

describe("weekdayOf", () => {
  const cases: [string, string, Weekday][] = WEEKS.flatMap(([language, full, short]) =>
    WEEKDAYS.flatMap((day, index): [string, string, Weekday][] => [
      [language, full[index]!, day],
      [language, full[index]!.toUpperCase(), day],
      [language, unaccented(full[index]!), day],
      [language, short[index]!, day],
    ]),
  );

  it.each(cases)("%s %j is %s", (_language, name, day) => {
    expect(weekdayOf(name)).toBe(day);
  });

  it.each<[string, Weekday]>([
    ["Thứ 2", "Monday"],
    ["thu 7", "Saturday"],
    ["2ª feira", "Monday"],
    ["Tues", "Tuesday"],
    ["WEDS", "Wednesday"],
    ["thurs", "Thursday"],
    ["Monday (Labor Day)", "Monday"],
    ["Dienst", "Tuesday"],
    ["Sonnabend", "Saturday"],
  ])("%j is %s", (name, day) => {
    expect(weekdayOf(name)).toBe(day);
  });

  it.each(["", "s", "Holiday", "Funday", "Feiertag", "son", "9AM", "Öffnungszeiten"])("%j is no day", (name) => {
    expect(weekdayOf(name)).toBeNull();
  });
});
