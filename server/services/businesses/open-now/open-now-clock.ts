import { sql } from "kysely";
import { minuteOfWeek } from "../../../../app/lib/hours";
import type { AppContext } from "../../../context";
import { MINUTE } from "../../cache";
import { NOT_CLOSED } from "./open-now-clause";

/** The moment an Open Now filter asks about, as the clock reads in each zone businesses are in. */
export interface OpenNowClock {
  /** Minutes since the epoch: hours are read to the minute, so one minute asks one question. */
  minute: number;
  /** Zone -> minutes since Monday 00:00 there, for every zone a business that may be open is read in. */
  minutes: Record<string, number>;
}

/** New zones appear with writes, which clear the cache; the limit only bounds a missed clear. */
const ZONES_TTL = 5 * MINUTE;

// One index probe per zone (a skip scan of businesses_open_now_idx): a few hundred probes,
// where SELECT DISTINCT would read every entry of the index.
const ZONES_IN_USE = sql<{ zone: string }>`
  WITH RECURSIVE zones(zone) AS (
    (SELECT b.open_zone FROM businesses b WHERE ${NOT_CLOSED} AND b.open_zone IS NOT NULL ORDER BY b.open_zone LIMIT 1)
    UNION ALL
    SELECT (SELECT b.open_zone FROM businesses b
             WHERE ${NOT_CLOSED} AND b.open_zone > zones.zone ORDER BY b.open_zone LIMIT 1)
      FROM zones WHERE zones.zone IS NOT NULL
  )
  SELECT zone FROM zones WHERE zone IS NOT NULL`;

/** The zones businesses that may be open are read in (closed statuses never are). */
export function openZones(ctx: Pick<AppContext, "db" | "cache">): Promise<string[]> {
  return ctx.cache.getOrSet("open-now:zones", ZONES_TTL, async () => {
    const { rows } = await ZONES_IN_USE.execute(ctx.db);
    return rows.map((row) => row.zone);
  });
}

/**
 * The clock of every zone in use at `at`. Built once per minute and process: every list asking
 * within that minute asks the same question (a few hundred zones cost a millisecond or more).
 */
export function openNowClock(ctx: Pick<AppContext, "db" | "cache">, at: Date): Promise<OpenNowClock> {
  const minute = Math.floor(at.getTime() / MINUTE);
  return ctx.cache.getOrSet(`open-now:clock:${minute}`, MINUTE, async () => {
    const start = new Date(minute * MINUTE);
    const minutes: Record<string, number> = {};
    for (const zone of await openZones(ctx)) minutes[zone] = minuteOfWeek(start, zone)!;
    return { minute, minutes };
  });
}
