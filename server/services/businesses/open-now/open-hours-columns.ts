// What the Open Now filter reads, computed at write time from the hours parser the badge uses:
// the SQL cannot parse hours text, and a second parser in SQL would drift from the badge.
import { clockZone, weekHoursOf } from "../../../../app/lib/hours";

/**
 * Raise this whenever app/lib/hours.ts or hours-words.ts would read some stored text differently
 * (a new language, a new time format): the next start then computes every business's columns
 * again (fill-open-hours.ts), so the list filter keeps reading exactly what the badge reads.
 */
export const OPEN_HOURS_VERSION = 1;

/** A never-open week (no usable hours): the filter never matches it. */
export const NEVER_OPEN = "{}";

// Imports and the demo data repeat a few thousand weeks a million times: parsing one costs
// about 15 µs, looking it up about 1 µs. Bounded, as the texts come from files.
const known = new Map<string, string>();
const MAX_KNOWN = 10_000;

/**
 * The week's open minutes as an int4multirange literal ("{[540,1020),[1980,2460)}"), minutes
 * since Monday 00:00 in the business's own zone; "{}" when the hours say nothing usable.
 */
export function openMinutesOf(workingHours: unknown): string {
  const key = JSON.stringify(workingHours) ?? "";
  let minutes = known.get(key);
  if (minutes === undefined) {
    const open = weekHoursOf(workingHours)?.open ?? [];
    minutes = open.length > 0 ? `{${open.map((range) => `[${range.open},${range.close})`).join(",")}}` : NEVER_OPEN;
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, minutes);
  }
  return minutes;
}

/** The zone those minutes are read in: the stored one when valid (canonical name), else UTC, as the badge does. */
export function openZoneOf(timeZone: string | null | undefined): string {
  return clockZone(timeZone);
}

export interface OpenHoursColumns {
  open_minutes: string;
  open_zone: string;
}

/** Both columns for one business. Its status is read at query time: closed ones keep their hours. */
export function openHoursColumns(business: { working_hours: unknown; time_zone: string | null }): OpenHoursColumns {
  return { open_minutes: openMinutesOf(business.working_hours), open_zone: openZoneOf(business.time_zone) };
}
