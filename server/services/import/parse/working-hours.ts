// Opening hours from every import source into Locus's shape (weekday -> display text).
// Reading lives in app/lib/hours.ts and the day names of every language in hours-words.ts,
// shared with the pages that show them; this file only turns cells into the values that reader
// accepts. The cells themselves are also kept raw (row-cells.ts).
import { readWorkingHours, tidyDayText, type WorkingHoursMap } from "../../../../app/lib/hours";
import { plainValue } from "./cell-value";
import { parseLooseValue } from "./python-literal";

export interface HoursReading {
  /** null when the source had no hours */
  hours: WorkingHoursMap | null;
  /** Keys that named no weekday ("Lundi", "Holiday"): their hours are dropped and reported. */
  unknownDays: string[];
  /** The cell had text that is no hours format at all. */
  unreadable: boolean;
}

const NOTHING: HoursReading = { hours: null, unknownDays: [], unreadable: false };
const UNREADABLE: HoursReading = { hours: null, unknownDays: [], unreadable: true };

/**
 * One hours cell: a dict (Outscraper's Python repr or JSON, gosom's open_hours, Locus's JSON)
 * whose days hold text or a list of texts, Apify's [{ day, hours }] list, Outscraper's old
 * "Monday: 9AM–5PM | Tuesday: Closed", or a list of such lines.
 */
export function readHoursCell(value: unknown): HoursReading {
  let data = plainValue(value);
  // Plain text must be the old format; structured text that parses may simply be empty ("{}").
  let oldFormat = false;
  if (typeof data === "string") {
    const text = data.trim();
    if (text === "") return NOTHING;
    oldFormat = !/^[[{(]/.test(text);
    if (!oldFormat) data = parseLooseValue(text);
    if (data === undefined) return UNREADABLE;
  }
  // ['Monday: 9AM–5PM', 'Tuesday: Closed'] is the old format cut into items.
  if (Array.isArray(data) && data.length > 0 && data.every((item) => typeof item === "string")) {
    data = data.join(" | ");
  }
  const reading = tidy(data);
  return oldFormat && !reading.hours && reading.unknownDays.length === 0 ? UNREADABLE : reading;
}

/** Apify's openingHours/N/day and openingHours/N/hours columns, given in N order. */
export function readHoursPairs(pairs: ReadonlyArray<{ day: unknown; hours: unknown }>): HoursReading {
  const list = pairs.map(({ day, hours }) => ({ day: plainValue(day), hours: plainValue(hours) }));
  return tidy(list);
}

function tidy(data: unknown): HoursReading {
  const { hours, unknownDays } = readWorkingHours(data);
  const days = Object.entries(hours) as [keyof WorkingHoursMap, string][];
  if (days.length === 0) return { hours: null, unknownDays, unreadable: false };
  const tidied: WorkingHoursMap = {};
  for (const [day, text] of days) tidied[day] = tidyDayText(text);
  return { hours: tidied, unknownDays, unreadable: false };
}
