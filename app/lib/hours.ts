// Opening hours: normalising the stored shapes, parsing one day's text, the week as minutes and
// the Open Now check built on it. Browser-safe on purpose: the server-rendered badge and the
// hydrated one must run the same code, and the list's Open Now filter stores the same week.
// Day names and the words for "Closed" and "Open 24 hours" in each language are in hours-words.ts.
import {
  foldHoursText,
  saysClosed,
  saysOpenAllDay,
  TIME_JOINER_WORDS,
  weekdayOf,
  WEEKDAYS,
  type Weekday,
} from "./hours-words";

export { WEEKDAYS, weekdayOf, type Weekday } from "./hours-words";

/** Weekday -> display text; days without data are simply absent. */
export type WorkingHoursMap = Partial<Record<Weekday, string>>;

/** Minutes since midnight of the day the text belongs to; close > 1440 when the range ends after midnight. */
export interface TimeRange {
  open: number;
  close: number;
}

export type DayHours =
  | { kind: "closed" }
  | { kind: "open24" }
  | { kind: "ranges"; ranges: TimeRange[] }
  | { kind: "unknown" };

const DAY = 1440;

// ---------------------------------------------------------------------------------------------
// Normalising

/** A day's value as display text: strings trimmed, lists (Outscraper's ["9AM–5PM"]) joined with ",". */
function textOf(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === "string").map((part) => part.trim());
    return parts.filter(Boolean).join(",") || null;
  }
  return null;
}

/**
 * Accepts every shape the imports have produced: an object keyed by weekday (any case, short
 * names, any of the languages in hours-words.ts, any first day of the week), its JSON string,
 * Outscraper's old "Monday: 9AM–5PM | Tuesday: Closed" string, or Apify's [{ day, hours }] list.
 * Returns English weekday keys in week order; junk is dropped; never throws.
 */
export function normalizeWorkingHours(value: unknown): WorkingHoursMap {
  return readWorkingHours(value).hours;
}

/** The hours found, and the keys that named no weekday (an import reports those instead of losing them silently). */
export interface WorkingHoursReading {
  hours: WorkingHoursMap;
  unknownDays: string[];
}

/** `normalizeWorkingHours` that also tells which day names it could not place. */
export function readWorkingHours(value: unknown): WorkingHoursReading {
  const pairs: [string, unknown][] = [];
  collectPairs(value, pairs, 0);
  const found: WorkingHoursMap = {};
  const unknownDays: string[] = [];
  for (const [key, raw] of pairs) {
    const day = weekdayOf(key);
    const text = textOf(raw);
    if (!day) {
      if (text && !unknownDays.includes(key.trim())) unknownDays.push(key.trim());
      continue;
    }
    // First value wins so a later duplicate ("mon" after "Monday") cannot silently override it.
    if (text && found[day] === undefined) found[day] = text;
  }
  // Rebuild in week order: display and structured data both list days Monday first.
  const hours: WorkingHoursMap = {};
  for (const day of WEEKDAYS) if (found[day] !== undefined) hours[day] = found[day];
  return { hours, unknownDays };
}

// Between two times: a dash of any kind, or a word such as Apify's "7 AM to 6 PM" (or "bis",
// "à", "đến" ...); spaces around it go too, Google's narrow and thin ones included. Words are
// bounded by spaces, not \b, which knows no accented letters.
const SPACE = String.raw`[\s\u00a0\u2000-\u200b\u202f]`;
const GAP = `${SPACE}*`;
const JOINER = String.raw`(?:[-\u2010-\u2015\u2212]|${SPACE}(?:${TIME_JOINER_WORDS})${SPACE})`;
const JOINER_BETWEEN_TIMES = new RegExp(String.raw`(\dh?|[ap]\.?m\.?)${GAP}${JOINER}${GAP}(?=\d)`, "giu");

/**
 * One day's text in the style Google Maps scrapers export, so every import source reads alike
 * and Locus's own export comes back unchanged: "7 AM to 6 PM" -> "7 AM–6 PM", "9-5" -> "9–5",
 * "11AM–3PM , 5–9:30PM" -> "11AM–3PM,5–9:30PM", "08:00 bis 19:00" -> "08:00–19:00". A day that
 * is only closed or open all day, in any language, becomes "Closed" or "Open 24 hours": the
 * pages are in English, and the file's own words stay in the kept raw text.
 * `parseDayHours` reads the result exactly as it read the input.
 */
export function tidyDayText(text: string): string {
  const kind = parseDayHours(text).kind;
  if (kind === "closed") return "Closed";
  if (kind === "open24") return "Open 24 hours";
  return text
    .trim()
    .replace(/[ \t\r\n]+/g, " ")
    .replace(JOINER_BETWEEN_TIMES, "$1\u2013")
    .replace(/\s*,\s*/g, ",");
}

function collectPairs(value: unknown, pairs: [string, unknown][], depth: number): void {
  if (depth > 2 || value === null || value === undefined) return;
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("{") || text.startsWith("[")) {
      try {
        collectPairs(JSON.parse(text), pairs, depth + 1);
      } catch {
        // Not JSON after all: nothing usable.
      }
      return;
    }
    // Old format: "Monday: 9AM–5PM | Tuesday: Closed"; also tolerate newlines between days.
    for (const segment of text.split(/[|\n]/)) {
      const pair = dayAndText(segment);
      if (pair) pairs.push(pair);
    }
    return;
  }
  if (Array.isArray(value)) {
    // Apify: [{ day: "Monday", hours: "7 AM to 6 PM" }]
    for (const item of value) {
      if (item && typeof item === "object" && !Array.isArray(item)) {
        const { day, hours } = item as { day?: unknown; hours?: unknown };
        if (typeof day === "string") pairs.push([day, hours]);
      }
    }
    return;
  }
  if (typeof value === "object") {
    for (const [key, raw] of Object.entries(value)) pairs.push([key, raw]);
  }
}

/**
 * "Monday: 9AM–5PM", "Thứ 2: 08:00–17:00", "Mon 9-5", "Monday (Labor Day): Closed". The day ends
 * at the first colon ("11:30AM" has colons too), unless what is before it is no day name at all
 * but starts with one ("Mon 9:00-17:00").
 */
function dayAndText(segment: string): [string, string] | null {
  const colon = /^\s*([^:]+?)\s*:\s*(.*?)\s*$/u.exec(segment);
  if (colon?.[1] && colon[2] && (weekdayOf(colon[1]) || !/\d/.test(colon[1]))) return [colon[1], colon[2]];
  const leading = /^\s*(\p{L}[\p{L}\p{M}.]*)(?:\s*\([^)]*\))?\s*[:,]?\s*(.*?)\s*$/u.exec(segment);
  return leading?.[1] && leading[2] ? [leading[1], leading[2]] : null;
}

// ---------------------------------------------------------------------------------------------
// Parsing one day

// A time: "9", "9:30", "09.30", "9 AM", "9\u202fa.m.", French "8h30" / "19 h"; the text is folded
// (lower case, no accents) and spaces unified first.
const TIME = String.raw`(\d{1,2})(?:(?:[:.]|\s?h\s?)(\d{2}))?(?:\s?h\b)?(?:\s*([ap])\.?\s?m\b\.?)?`;
// Two times joined by a dash (all dash kinds are folded to "-") or a word such as Apify's "to".
const RANGE = new RegExp(
  String.raw`(?<![\d:.])${TIME}\s*(?:-|\b(?:${TIME_JOINER_WORDS})\b)\s*${TIME}(?!\d)`,
  "g",
);

interface RawTime {
  digits: string;
  hour: number;
  minute: number;
  suffix: "a" | "p" | undefined;
}

function rawTime(digits: string | undefined, minutes: string | undefined, suffix: string | undefined): RawTime {
  return {
    digits: digits ?? "",
    hour: Number(digits),
    minute: minutes ? Number(minutes) : 0,
    suffix: suffix === "a" || suffix === "p" ? suffix : undefined,
  };
}

/** Minutes since midnight with an explicit suffix; 12AM is midnight, 12PM noon. */
function withSuffix(time: RawTime, suffix: "a" | "p"): number | null {
  if (time.hour < 1 || time.hour > 12) return null;
  return ((time.hour % 12) + (suffix === "p" ? 12 : 0)) * 60 + time.minute;
}

function flip(suffix: "a" | "p"): "a" | "p" {
  return suffix === "a" ? "p" : "a";
}

/** Resolves both ends of one range to minutes, or null when the numbers cannot be a time. */
function resolveRange(open: RawTime, close: RawTime): TimeRange | null {
  if (open.minute > 59 || close.minute > 59) return null;
  let start: number | null;
  let end: number | null;

  if (open.suffix && close.suffix) {
    start = withSuffix(open, open.suffix);
    end = withSuffix(close, close.suffix);
  } else if (open.suffix || close.suffix) {
    // Google writes the suffix once when both ends share it ("5–9:30PM"), so borrow it; when that
    // would run backwards ("11–3PM") the other half of the day is what was meant.
    const known = (open.suffix ?? close.suffix)!;
    const pick = (borrowed: "a" | "p"): [number | null, number | null] =>
      open.suffix
        ? [withSuffix(open, known), bareWith(close, borrowed)]
        : [bareWith(open, borrowed), withSuffix(close, known)];
    [start, end] = pick(known);
    if (start !== null && end !== null && start > end) {
      const [otherStart, otherEnd] = pick(flip(known));
      if (otherStart !== null && otherEnd !== null && otherStart < otherEnd) [start, end] = [otherStart, otherEnd];
    }
  } else if (isTwentyFourHour(open, close)) {
    start = literal(open);
    end = literal(close);
  } else {
    // Spec rule: no suffix anywhere, an hour below 8 means afternoon ("9-5" is 9:00–17:00).
    start = bareTwelveHour(open);
    end = bareTwelveHour(close);
    // A bare end that would run backwards is the afternoon one when that fits the day:
    // "5-9" is 17:00–21:00, "11-9" 11:00–21:00, "6-12" ends at midnight.
    if (start !== null && end !== null && end < start && close.hour >= 8 && end + 720 <= DAY) end += 720;
  }

  if (start === null || end === null || start >= DAY) return null;
  // Closing at or before opening means after midnight ("6PM–2AM"; "12AM–12AM" is the whole day).
  if (end <= start) end += DAY;
  return { open: start, close: end };
}

/** "09:00-17:00", "0:00-6:00", "8-20": a leading zero, a zero hour or one above 12 means a 24-hour clock. */
function isTwentyFourHour(open: RawTime, close: RawTime): boolean {
  return [open, close].some((time) => time.hour > 12 || time.hour === 0 || /^0\d$/.test(time.digits));
}

/** The end written without a suffix: a 24-hour number stays literal, otherwise it takes `suffix`. */
function bareWith(time: RawTime, suffix: "a" | "p"): number | null {
  return time.hour === 0 || time.hour > 12 ? literal(time) : withSuffix(time, suffix);
}

function literal(time: RawTime): number | null {
  if (time.hour > 24 || (time.hour === 24 && time.minute > 0)) return null;
  return time.hour * 60 + time.minute;
}

function bareTwelveHour(time: RawTime): number | null {
  if (time.hour < 1 || time.hour > 12) return null;
  return (time.hour < 8 ? time.hour + 12 : time.hour) * 60 + time.minute;
}

/** Folded (lower case, no accents), every dash kind as "-", all of Google's spaces as plain spaces. */
function simplify(text: string): string {
  return foldHoursText(text.replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, "-"))
    .replace(/\bnoon\b/g, "12pm")
    .replace(/\bmidnight\b/g, "12am")
    .trim();
}

// A list renders a dozen businesses, each with seven day texts, and the same few texts
// ("9 AM–5 PM", "Closed") come back again and again: each is read once, kept frozen.
const parsedDays = new Map<string, DayHours>();
const MAX_PARSED_DAYS = 5000;

/**
 * One day's text as minutes: "9AM–5PM", "11AM–3PM,5–9:30PM", "5:30-11pm", "08:00 to 19:00",
 * "Closed", "Open 24 hours", and those words in the languages of hours-words.ts.
 */
export function parseDayHours(text: string): DayHours {
  if (typeof text !== "string") return { kind: "unknown" };
  let day = parsedDays.get(text);
  if (!day) {
    day = deepFrozen(readDayHours(text));
    // Texts come from data: keep the memory bounded whatever they are.
    if (parsedDays.size >= MAX_PARSED_DAYS) parsedDays.clear();
    parsedDays.set(text, day);
  }
  return day;
}

function deepFrozen(day: DayHours): DayHours {
  if (day.kind === "ranges") {
    for (const range of day.ranges) Object.freeze(range);
    Object.freeze(day.ranges);
  }
  return Object.freeze(day);
}

function readDayHours(text: string): DayHours {
  const simple = simplify(text);
  if (!simple) return { kind: "unknown" };
  if (saysOpenAllDay(simple)) return { kind: "open24" };

  // Several ranges may be separated by ",", ";" or anything else: each match is one range.
  const ranges: TimeRange[] = [];
  for (const match of simple.matchAll(RANGE)) {
    const range = resolveRange(rawTime(match[1], match[2], match[3]), rawTime(match[4], match[5], match[6]));
    if (range) ranges.push(range);
  }
  if (ranges.length > 0) return { kind: "ranges", ranges };
  if (saysClosed(simple)) return { kind: "closed" };
  return { kind: "unknown" };
}

// ---------------------------------------------------------------------------------------------
// Clock in a time zone

// Creating a DateTimeFormat is costly and the server renders many cards per page: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1000;

function formatterFor(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone?.trim() || "UTC";
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: "long",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    };
    try {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: key });
    } catch {
      // Unknown zone name in the data: UTC is a stable, identical answer on server and browser.
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    // Zone strings come from data, so keep the cache bounded even if they are junk.
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

// Every card of a list asks its zone's clock at the same minute: formatted once per zone and minute.
const clocks = new Map<string, { day: number; minutes: number } | null>();
const MAX_CLOCKS = 1000;

/** Weekday index (0 = Monday) and minutes since midnight at `at` in the zone; null for an invalid date. */
function zonedClock(at: Date, timeZone: string | null | undefined): { day: number; minutes: number } | null {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) return null;
  const key = `${Math.floor(at.getTime() / 60_000)} ${timeZone ?? ""}`;
  let clock = clocks.get(key);
  if (clock === undefined) {
    clock = readClock(at, timeZone);
    if (clock) Object.freeze(clock);
    if (clocks.size >= MAX_CLOCKS) clocks.clear();
    clocks.set(key, clock);
  }
  return clock;
}

function readClock(at: Date, timeZone: string | null | undefined): { day: number; minutes: number } | null {
  let day = -1;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type === "weekday") day = WEEKDAYS.indexOf(part.value as Weekday);
    else if (part.type === "hour") hour = Number(part.value) % 24; // some engines print "24" at midnight
    else if (part.type === "minute") minute = Number(part.value);
  }
  return day < 0 ? null : { day, minutes: hour * 60 + minute };
}

/** The weekday at `at` in the zone (UTC when missing or invalid), for highlighting today. */
export function todayName(at: Date, timeZone?: string | null): Weekday {
  const clock = zonedClock(at, timeZone);
  return WEEKDAYS[clock?.day ?? 0] ?? "Monday";
}

/** The zone a business's clock is read in: its own when valid (by its canonical name), else UTC. */
export function clockZone(timeZone: string | null | undefined): string {
  return formatterFor(timeZone).resolvedOptions().timeZone;
}

/** Minutes since Monday 00:00 at `at` in the zone (UTC when missing or invalid); null for an invalid date. */
export function minuteOfWeek(at: Date, timeZone?: string | null): number | null {
  const clock = zonedClock(at, timeZone);
  return clock ? clock.day * DAY + clock.minutes : null;
}

// ---------------------------------------------------------------------------------------------
// The week as minutes

/** Minutes in a week; minute 0 is Monday 00:00 in the business's own zone. */
export const WEEK = 7 * DAY;

/** A week of hours as minutes since Monday 00:00, what both the Open Now badge and the list filter read. */
export interface WeekHours {
  /**
   * When open: [open, close) ranges within 0..WEEK, sorted, neither overlapping nor touching.
   * A range past midnight spills into the next day; Sunday night's wraps to Monday morning.
   */
  open: TimeRange[];
  /** Days (0 = Monday) whose text says nothing readable: outside `open`, whether open is unknown there. */
  unknownDays: number[];
}

/**
 * The weekly ranges of working hours in any stored shape; null when no day is usable (nothing
 * to say, as `isOpenAt` answers). A day missing from otherwise known hours is closed.
 */
export function weekHoursOf(workingHours: unknown): WeekHours | null {
  const hours = normalizeWorkingHours(workingHours);
  const pieces: TimeRange[] = [];
  const unknownDays: number[] = [];
  WEEKDAYS.forEach((weekday, index) => {
    const text = hours[weekday];
    if (text === undefined) return;
    const day = parseDayHours(text);
    const start = index * DAY;
    if (day.kind === "unknown") unknownDays.push(index);
    else if (day.kind === "open24") pieces.push({ open: start, close: start + DAY });
    else if (day.kind === "ranges") {
      for (const range of day.ranges) pieces.push(...wrapped(start + range.open, start + range.close));
    }
  });
  const known = Object.keys(hours).length - unknownDays.length;
  return known > 0 ? { open: merged(pieces), unknownDays } : null;
}

/** A range of the week, split in two when it runs past Sunday midnight into Monday. */
function wrapped(open: number, close: number): TimeRange[] {
  if (close <= WEEK) return [{ open, close }];
  return [{ open, close: WEEK }, { open: 0, close: close - WEEK }];
}

/** Sorted, with overlapping and touching ranges joined ("Open 24 hours" every day is one range). */
function merged(ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.open - b.open);
  const out: TimeRange[] = [];
  for (const range of sorted) {
    const last = out[out.length - 1];
    if (last && range.open <= last.close) last.close = Math.max(last.close, range.close);
    else out.push({ ...range });
  }
  return out;
}

/**
 * Open at `at` in the business's zone? Null when the week has no usable hours, or when now is
 * outside its ranges on a day whose text is unreadable. A day missing from otherwise known hours
 * counts as closed; yesterday's overnight ranges ("6PM–2AM") still count.
 */
export function isOpenAt(workingHours: unknown, at: Date, timeZone?: string | null): boolean | null {
  const week = weekHoursOf(workingHours);
  const clock = zonedClock(at, timeZone);
  if (!week || !clock) return null;
  const minute = clock.day * DAY + clock.minutes;
  if (week.open.some((range) => minute >= range.open && minute < range.close)) return true;
  return week.unknownDays.includes(clock.day) ? null : false;
}
