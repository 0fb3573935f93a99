import type { Business } from "~/lib/business";
import { statusBadgeOf } from "~/lib/business-status";
import { OpenBadge } from "./open-badge";

type StatusInput = Pick<Business, "businessStatus" | "openNow">;

/** Whether StatusBadge has anything to show, so a list item around it can be left out. */
export function hasStatusBadge(business: StatusInput): boolean {
  return statusBadgeOf(business) !== null;
}

/**
 * A closed business says so ("Temporarily closed", "Permanently closed")
 * instead of the Open Now / Closed reading of its hours; any other shows that reading.
 */
export function StatusBadge({ business, className = "" }: { business: StatusInput; className?: string }) {
  const badge = statusBadgeOf(business);
  if (badge === null) return null;
  if (badge.kind === "open-now" || badge.kind === "closed-now") return <OpenBadge open={badge.kind === "open-now"} className={className} />;
  const tone = badge.kind === "permanently-closed" ? "bg-slate-800 text-white" : "bg-amber-100 text-amber-900";
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm ${tone} ${className}`}>
      {badge.label}
    </span>
  );
}
