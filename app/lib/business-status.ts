// Google's business_status, as imports store it. A closed place must never
// read as "Open Now" whatever its hours say: the hours are those it kept
// before closing.
import { isOpenAt } from "./hours";

export const OPERATIONAL = "OPERATIONAL";
export const CLOSED_TEMPORARILY = "CLOSED_TEMPORARILY";
export const CLOSED_PERMANENTLY = "CLOSED_PERMANENTLY";

const CLOSED_LABELS: Record<string, string> = {
  [CLOSED_TEMPORARILY]: "Temporarily closed",
  [CLOSED_PERMANENTLY]: "Permanently closed",
};

/** The visitor-facing words for a closed status; null for a business that operates (or an unknown status). */
export function closedStatusLabel(status: string): string | null {
  return CLOSED_LABELS[status] ?? null;
}

export function isClosedStatus(status: string): boolean {
  return closedStatusLabel(status) !== null;
}

/**
 * Open at `now`: false for a closed business, else read from its hours in its
 * own time zone (null when the hours say nothing usable).
 */
export function openNowFor(
  business: { businessStatus: string; workingHours: unknown; timeZone: string | null },
  now: Date,
): boolean | null {
  if (isClosedStatus(business.businessStatus)) return false;
  return isOpenAt(business.workingHours, now, business.timeZone);
}

export type StatusBadgeKind = "open-now" | "closed-now" | "temporarily-closed" | "permanently-closed";

/**
 * What a card or page header says about a business: its closed status when it
 * has one (never "Open Now", whatever `openNow` says), else the reading of its
 * hours; null when the hours say nothing usable.
 */
export function statusBadgeOf(business: { businessStatus: string; openNow: boolean | null }): { kind: StatusBadgeKind; label: string } | null {
  const closed = closedStatusLabel(business.businessStatus);
  if (closed !== null) {
    return { kind: business.businessStatus === CLOSED_PERMANENTLY ? "permanently-closed" : "temporarily-closed", label: closed };
  }
  if (business.openNow === null) return null;
  return business.openNow ? { kind: "open-now", label: "Open Now" } : { kind: "closed-now", label: "Closed" };
}
