// schema.org openingHoursSpecification from the stored working hours, read by
// the same parser as the Open Now badge so the page and its structured data
// never disagree. Follows Google's conventions for local businesses:
// a day open around the clock is 00:00–23:59, a day marked closed is
// 00:00–00:00, a range past midnight closes at its next-day time ("02:00").
import { normalizeWorkingHours, parseDayHours, WEEKDAYS, type TimeRange, type Weekday } from "./hours";

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: Weekday[];
  opens: string;
  closes: string;
}

const DAY_MINUTES = 1440;
const ALL_DAY = { opens: "00:00", closes: "23:59" } as const;
const CLOSED_ALL_DAY = { opens: "00:00", closes: "00:00" } as const;

/** Minutes since midnight as "HH:MM". */
function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function rangeTimes(range: TimeRange): { opens: string; closes: string } {
  // A range covering the whole day ("12AM–12AM") is open around the clock,
  // and 00:00–00:00 would read as closed.
  if (range.close - range.open >= DAY_MINUTES) return ALL_DAY;
  // Closing at midnight: 23:59 as Google suggests, since "00:00" next to an
  // opening time is easily taken for a closed day.
  if (range.close === DAY_MINUTES) return { opens: clock(range.open), closes: "23:59" };
  return { opens: clock(range.open), closes: clock(range.close % DAY_MINUTES) };
}

/** One day's entries; days without data or with unreadable text give none. */
function dayTimes(text: string | undefined): { opens: string; closes: string }[] {
  if (text === undefined) return [];
  const hours = parseDayHours(text);
  switch (hours.kind) {
    case "open24":
      return [ALL_DAY];
    case "closed":
      return [CLOSED_ALL_DAY];
    case "ranges":
      return hours.ranges.map(rangeTimes);
    case "unknown":
      return [];
  }
}

/**
 * Entries for every weekday with usable hours, days that share the same
 * opening and closing time grouped into one entry (week order kept).
 * Accepts every stored shape of working hours; never throws.
 */
export function openingHoursSpecification(workingHours: unknown): OpeningHoursSpecification[] {
  const hours = normalizeWorkingHours(workingHours);
  const byTimes = new Map<string, OpeningHoursSpecification>();
  for (const day of WEEKDAYS) {
    for (const { opens, closes } of dayTimes(hours[day])) {
      const key = `${opens}-${closes}`;
      const entry = byTimes.get(key);
      if (entry) entry.dayOfWeek.push(day);
      else byTimes.set(key, { "@type": "OpeningHoursSpecification", dayOfWeek: [day], opens, closes });
    }
  }
  return [...byTimes.values()];
}
