// The words scrapers write around opening hours in the UI language of the Google Maps session
// they ran: day names, "Closed", "Open 24 hours" and the word between two times. Compared after
// `foldText`, so accents and case never matter ("Çarşamba" = "carsamba", "Thứ Hai" = "thu hai").
// Browser-safe: the pages read stored hours with the same words.
import { foldText } from "./fold-text";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// Per weekday, in WEEKDAYS order: full names and the usual abbreviations of English, German,
// French, Dutch, Spanish, Portuguese, Italian, Turkish and Vietnamese, folded and without spaces
// or punctuation. Two-letter Spanish abbreviations "ma" (martes) and "do" (domingo) are left out
// on purpose: German and Dutch use the same letters for Monday and Thursday, which scrapers
// write far more often.
const NAMES: readonly (readonly string[])[] = [
  [
    "monday", "mon", "mo", "montag", "lundi", "lun", "lu", "maandag", "ma", "lunes", "segundafeira", "segunda",
    "seg", "2afeira", "lunedi", "pazartesi", "pzt", "pts", "thuhai", "thu2", "t2",
  ],
  [
    "tuesday", "tue", "tues", "tu", "dienstag", "di", "mardi", "mar", "dinsdag", "martes", "tercafeira", "terca",
    "ter", "3afeira", "martedi", "sali", "sal", "thuba", "thu3", "t3",
  ],
  [
    "wednesday", "wed", "weds", "we", "mittwoch", "mi", "mercredi", "mer", "me", "woensdag", "wo", "miercoles",
    "mie", "quartafeira", "quarta", "qua", "4afeira", "mercoledi", "carsamba", "car", "crs", "thutu", "thu4", "t4",
  ],
  [
    "thursday", "thu", "thur", "thurs", "th", "donnerstag", "do", "jeudi", "jeu", "je", "donderdag", "jueves",
    "jue", "ju", "quintafeira", "quinta", "qui", "5afeira", "giovedi", "gio", "persembe", "per", "prs", "thunam",
    "thu5", "t5",
  ],
  [
    "friday", "fri", "fr", "freitag", "vendredi", "ven", "ve", "vrijdag", "vr", "viernes", "vie", "vi",
    "sextafeira", "sexta", "sex", "6afeira", "venerdi", "cuma", "cum", "thusau", "thu6", "t6",
  ],
  [
    "saturday", "sat", "sa", "samstag", "sonnabend", "samedi", "sam", "zaterdag", "za", "sabado", "sabato", "sab",
    "cumartesi", "cmt", "cts", "thubay", "thu7", "t7",
  ],
  [
    "sunday", "sun", "su", "sonntag", "so", "dimanche", "dim", "zondag", "zo", "domingo", "dom",
    "domenica", "pazar", "paz", "pzr", "chunhat", "cn",
  ],
];

const BY_NAME = new Map<string, Weekday>();
NAMES.forEach((names, index) => {
  for (const name of names) BY_NAME.set(name, WEEKDAYS[index]!);
});

// Full names in every language, for a key that only starts with one ("Tuesd", "Mittw").
const FULL_NAMES: [string, Weekday][] = [...BY_NAME.entries()].filter(([name]) => name.length >= 5);

/** Folded, without a trailing note ("Monday (Labor Day)") and without spaces, dots or dashes. */
function compactKey(text: string): string {
  return foldText(text)
    .replace(/\([^)]*\)/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * A day name as scrapers write it, in any of the languages above, full or abbreviated, with or
 * without accents: "Dienstag", "mer.", "Thứ Hai", "Çarşamba", "Weds", "Monday (Labor Day)".
 * Null for anything else ("Holiday", "s").
 */
export function weekdayOf(key: string): Weekday | null {
  let day = weekdays.get(key);
  if (day === undefined) {
    day = readWeekday(key);
    // Keys come from data: keep the memory bounded whatever they are.
    if (weekdays.size >= MAX_WEEKDAY_KEYS) weekdays.clear();
    weekdays.set(key, day);
  }
  return day;
}

// Every business's hours name their days, nearly always with the same few keys: each is read once.
const weekdays = new Map<string, Weekday | null>();
const MAX_WEEKDAY_KEYS = 2000;

function readWeekday(key: string): Weekday | null {
  const compact = compactKey(key);
  if (!compact) return null;
  const exact = BY_NAME.get(compact);
  if (exact) return exact;
  // A longer cut of a full name; refused when the cut fits two days ("son": Sonntag, Sonnabend).
  if (compact.length < 3) return null;
  const days = new Set(FULL_NAMES.filter(([name]) => name.startsWith(compact)).map(([, day]) => day));
  return days.size === 1 ? [...days][0]! : null;
}

/** Text folded for the phrase checks below: accents and case gone, spaces unified. */
export function foldHoursText(text: string): string {
  return foldText(text).replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, " ").trim();
}

// "Open 24 hours" as Google writes it per language: "24 Stunden geöffnet", "Ouvert 24h/24",
// "24 uur geopend", "Abierto 24 horas", "Aberto 24 horas", "Aperto 24 ore", "24 saat açık",
// "Mở cửa 24 giờ", "Mở cửa cả ngày" (open all day).
const OPEN_ALL_DAY = new RegExp(
  [
    // Not the end of a range ("8h-24h", "8 to 24 h"): that is read as a range.
    String.raw`(?<![-\d:.]\s?|\bto\s)\b24\s*(?:hours?|hrs?|h|stunden|std|uur|u|heures|horas|hs|ore|saat|gio)\b`,
    String.raw`\b24\s*\/\s*(?:7|24)\b`,
    String.raw`\bopen\s*24\b`,
    String.raw`\brund um die uhr\b`,
    String.raw`\b(?:ca|suot) ngay\b`,
  ].join("|"),
);

// "Closed" per language: Geschlossen, Fermé, Gesloten, Cerrado, Fechado, Chiuso, Kapalı, Đóng cửa.
const CLOSED = /\b(?:closed|geschlossen|ruhetag|ferme|gesloten|cerrado|fechado|chiuso|kapali|dong cua|nghi)\b/;

/** True for a day text (already folded) that says the place is open all day. */
export function saysOpenAllDay(folded: string): boolean {
  return OPEN_ALL_DAY.test(folded);
}

/** True for a day text (already folded) that says the place is closed. */
export function saysClosed(folded: string): boolean {
  return CLOSED.test(folded);
}

/**
 * Words that join two times: English "to", German "bis", French "à", Dutch "tot", Spanish
 * "a"/"hasta", Portuguese "às"/"até", Italian "alle", Turkish "ila", Vietnamese "đến"; both as
 * written and folded. A regular-expression alternation (use with the "i" and "u" flags).
 */
export const TIME_JOINER_WORDS =
  "to|until|till|through|thru|bis|a|à|au|tot|hasta|as|às|ate|até|alle|al|ila|den|đến";
