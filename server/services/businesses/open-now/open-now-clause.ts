import { sql, type Expression, type SqlBool } from "kysely";
import { CLOSED_PERMANENTLY, CLOSED_TEMPORARILY } from "../../../../app/lib/business-status";
import type { OpenNowClock } from "./open-now-clock";

/**
 * Not closed for good or for a while: such a business is never open, whatever its hours say.
 * Written out as literals because the open-now indexes are partial on exactly this condition.
 */
export const NOT_CLOSED = sql<SqlBool>`b.business_status NOT IN (${sql.raw(
  [CLOSED_TEMPORARILY, CLOSED_PERMANENTLY].map((status) => `'${status}'`).join(", "),
)})`;

/**
 * Open at the clock's minute: the business's zone's minute of the week lies in its open
 * minutes. The zones' minutes travel as one jsonb object, looked up per row; a zone missing
 * from it (added since the clock was read) is no match. `coalesce` keeps PostgreSQL from
 * estimating the share of open rows at half a percent (its guess for a containment it cannot
 * measure): with that estimate it would sort a whole category rather than walk its order.
 */
export function openAt(clock: OpenNowClock): Expression<SqlBool> {
  const minutes = JSON.stringify(clock.minutes);
  return sql<SqlBool>`${NOT_CLOSED} AND coalesce(b.open_minutes @> (${minutes}::jsonb ->> b.open_zone)::int4, false)`;
}
