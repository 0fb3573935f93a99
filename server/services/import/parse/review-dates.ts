// When a scraped review was written. Scrapers give a date (gosom "When": "2025-6-28"),
// a time (Apify "publishedAtDate": ISO 8601), or only Google's relative text ("2 months
// ago", Apify "publishAt"). Relative text is resolved against the file's scrape time when
// the row carries one (Apify "scrapedAt"), else against the import time: that is when the
// text was true, to the nearest unit it names.
import { cellText, unwrapCell } from "./cell-value";

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const RELATIVE = /^(a|an|one|\d+)\s+(second|minute|hour|day|week|month|year)s?\s+ago$/i;
const UNIT_MS: Readonly<Record<string, number>> = { second: 1000, minute: 60_000, hour: 3_600_000, day: DAY_MS, week: 7 * DAY_MS };

/** The review's date, or null when the text says none that can be read (it stays unknown). */
export function reviewDate(written: unknown, reference: Date): Date | null {
  const cell = unwrapCell(written);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell;
  // Google marks a changed review "Edited 3 weeks ago": the date is the edit's.
  const text = cellText(cell)?.replace(/^edited\s+/i, "");
  if (!text) return null;
  const day = ISO_DATE.exec(text);
  if (day) return calendarDay(Number(day[1]), Number(day[2]), Number(day[3]));
  if (ISO_TIME.test(text)) {
    const time = new Date(text);
    return Number.isNaN(time.getTime()) ? null : time;
  }
  if (/^yesterday$/i.test(text)) return new Date(reference.getTime() - DAY_MS);
  if (/^(today|just now)$/i.test(text)) return reference;
  return relativeDate(text, reference);
}

/** The reference a row's relative dates are resolved against: its scrape time, else now. */
export function scrapeTime(written: unknown, now: Date): Date {
  const cell = unwrapCell(written);
  const time = cell instanceof Date ? cell : typeof cell === "string" && ISO_TIME.test(cell.trim()) ? new Date(cell.trim()) : null;
  return time && !Number.isNaN(time.getTime()) ? time : now;
}

/** Midnight UTC of the day; null for a day the calendar does not have ("2025-2-30"). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

function relativeDate(text: string, reference: Date): Date | null {
  const match = RELATIVE.exec(text);
  if (!match) return null;
  const amount = /^\d+$/.test(match[1]!) ? Number(match[1]) : 1;
  const unit = match[2]!.toLowerCase();
  if (unit === "month" || unit === "year") {
    // Calendar months, not 30-day blocks: "a year ago" on 1 March is the previous 1 March;
    // a day the month lacks is its last ("a month ago" on 31 March is 28 or 29 February).
    const months = reference.getUTCMonth() - (unit === "year" ? 12 * amount : amount);
    const lastDay = new Date(Date.UTC(reference.getUTCFullYear(), months + 1, 0)).getUTCDate();
    const date = new Date(reference.getTime());
    date.setUTCDate(1);
    date.setUTCMonth(months);
    date.setUTCDate(Math.min(reference.getUTCDate(), lastDay));
    return date;
  }
  return new Date(reference.getTime() - amount * UNIT_MS[unit]!);
}
