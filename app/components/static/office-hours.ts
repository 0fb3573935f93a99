// The Locus team's office hours, and whether the office is open right now.
// Browser-safe: the server renders the status and the browser keeps it current
// with the same code, in the office's own time zone, not the visitor's.
import { isOpenAt, type WorkingHoursMap } from "../../lib/hours";

export const OFFICE_TIME_ZONE = "Europe/London";

export const OFFICE_HOURS: WorkingHoursMap = {
  Monday: "9 AM - 6 PM",
  Tuesday: "9 AM - 6 PM",
  Wednesday: "9 AM - 6 PM",
  Thursday: "9 AM - 6 PM",
  Friday: "9 AM - 6 PM",
  Saturday: "10 AM - 4 PM",
  Sunday: "Closed",
};

/** How the hours are shown: weekdays grouped as one line. */
export const OFFICE_HOURS_ROWS = [
  { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
  { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;

export function isOfficeOpen(at: Date): boolean {
  return isOpenAt(OFFICE_HOURS, at, OFFICE_TIME_ZONE) === true;
}

/**
 * Seconds until the status may next change. The office opens and closes on the
 * hour and London is a whole number of hours from UTC, so that is the next full
 * hour; a cached page must not outlive it.
 */
export function secondsUntilStatusMayChange(at: Date): number {
  const secondsIntoHour = Math.floor(at.getTime() / 1000) % 3600;
  return 3600 - secondsIntoHour;
}
