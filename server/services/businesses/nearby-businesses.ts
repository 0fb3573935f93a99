import { sql } from "kysely";
import type { NearbyBusiness } from "../../../app/lib/business";
import type { AppContext } from "../../context";
import { preparedMark } from "../../db/prepared-statements";
import { selectBusinessList } from "./business-select";
import { distanceKmFrom, roundKm } from "./great-circle";
import { serializeBusiness } from "./serialize-business";

/**
 * The GiST index orders by planar distance in degrees, which stretches east-west
 * away from the equator; taking a few times more candidates than asked and
 * re-ranking them by great-circle distance gives the true nearest ones.
 */
const CANDIDATE_FACTOR = 4;

/** Nearest businesses to the one with `slug`, closest first (permanently closed last); null when the slug is unknown. */
export async function nearbyBusinesses(ctx: AppContext, slug: string, limit: number): Promise<NearbyBusiness[] | null> {
  // A look-up by a unique key and a nearest-first walk from a point: plans that do not depend
  // on the business, prepared once per connection.
  const origin = await ctx.db
    .selectFrom("businesses")
    .modifyFront(preparedMark())
    .select(["id", "latitude", "longitude", "city_id"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!origin) return null;
  if (origin.latitude === null || origin.longitude === null) return [];

  const { latitude: lat, longitude: lng } = origin;
  const distanceKm = distanceKmFrom(lat, lng);
  const candidates = ctx.db
    .selectFrom("businesses as b")
    .select("b.id")
    .where("b.geo", "is not", null)
    .where("b.id", "<>", origin.id)
    .orderBy(sql`b.geo <-> point(${lng}, ${lat})`)
    // Limits written into the text (at most 50 kinds): a plan prepared with an unknown limit is
    // costed for a tenth of the table, and PostgreSQL would plan every call afresh instead.
    .limit(sql.lit(limit * CANDIDATE_FACTOR));
  const rows = await selectBusinessList(ctx.db)
    .modifyFront(preparedMark())
    .select(distanceKm.as("distance_km"))
    .where("b.id", "in", candidates)
    // Permanently closed neighbours after the open ones: a few candidates, sorted in memory.
    .orderBy("b.closed_rank")
    .orderBy("distance_km")
    .orderBy("b.id")
    .limit(sql.lit(limit))
    .execute();
  const now = new Date();
  return rows.map((row) => ({ ...serializeBusiness(row, now), distanceKm: roundKm(row.distance_km) }));
}
