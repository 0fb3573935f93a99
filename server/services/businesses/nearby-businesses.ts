import { sql } from "kysely";
import type { NearbyBusiness } from "../../../app/lib/business";
import type { AppContext } from "../../context";
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
  const origin = await ctx.db
    .selectFrom("businesses")
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
    .limit(limit * CANDIDATE_FACTOR);
  const rows = await selectBusinessList(ctx.db)
    .select(distanceKm.as("distance_km"))
    .where("b.id", "in", candidates)
    // Permanently closed neighbours after the open ones: a few candidates, sorted in memory.
    .orderBy("b.closed_rank")
    .orderBy("distance_km")
    .orderBy("b.id")
    .limit(limit)
    .execute();
  const now = new Date();
  return rows.map((row) => ({ ...serializeBusiness(row, now), distanceKm: roundKm(row.distance_km) }));
}
