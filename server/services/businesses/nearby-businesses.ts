import { sql } from "kysely";
import type { NearbyBusiness } from "../../../app/lib/business";
import type { AppContext } from "../../context";
import type { Db } from "../../db/pool";
import { preparedMark } from "../../db/prepared-statements";
import { reusableStatementsByShape, type Slots } from "../../db/reusable-statement";
import { LIST_COLUMNS } from "./business-select";
import { distanceKmFrom, roundKm } from "./great-circle";
import { serializeBusiness } from "./serialize-business";

/**
 * The GiST index orders by planar distance in degrees, which stretches east-west
 * away from the equator; taking a few times more candidates than asked and
 * re-ranking them by great-circle distance gives the true nearest ones.
 */
const CANDIDATE_FACTOR = 4;

type NearbyRow<Query extends { execute(): Promise<unknown[]> }> = Awaited<ReturnType<Query["execute"]>>[number];

/** Nearest businesses to the one with `slug`, closest first (permanently closed last); null when the slug is unknown. */
export async function nearbyBusinesses(ctx: AppContext, slug: string, limit: number): Promise<NearbyBusiness[] | null> {
  const rows = await nearbyStatement(limit)(ctx.db, { slug });
  // No neighbours: the slug may be unknown, or the business has no coordinates.
  if (rows.length === 0 && !(await businessExists(ctx, slug))) return null;
  const now = new Date();
  return rows.map((row) => ({ ...serializeBusiness(row, now), distanceKm: roundKm(row.distance_km) }));
}

/** One statement per limit (its text holds the limit), each built once. */
const nearbyStatement = reusableStatementsByShape((limit: number) => limit, nearbyStatementFor);

function nearbyStatementFor(limit: number) {
  return (db: Db, value: Slots<{ slug: string }>) => {
    // One statement: the business's row read once (`o`), its neighbours walked from its point
    // through the geo index. The point comes from `o`, not from the text, so the plan is the
    // same for every business and each connection prepares it once.
    const candidates = sql<{ id: number }>`(
      SELECT n.id FROM businesses n
      WHERE n.geo IS NOT NULL AND n.id <> o.id AND o.latitude IS NOT NULL AND o.longitude IS NOT NULL
      ORDER BY n.geo <-> point(o.longitude, o.latitude)
      LIMIT ${sql.lit(limit * CANDIDATE_FACTOR)}
    )`;
    const query = db
      .with("o", (db) => db.selectFrom("businesses").select(["id", "latitude", "longitude"]).where("slug", "=", value("slug")))
      .selectFrom("o")
      .innerJoinLateral(candidates.as("candidate"), (join) => join.onTrue())
      .innerJoin("businesses as b", "b.id", "candidate.id")
      .leftJoin("categories as c", "c.id", "b.category_id")
      .leftJoin("cities as ci", "ci.id", "b.city_id")
      .select(LIST_COLUMNS)
      .select(distanceKmFrom(sql`o.latitude`, sql`o.longitude`).as("distance_km"))
      // Permanently closed neighbours after the open ones: a few candidates, sorted in memory.
      .orderBy("b.closed_rank")
      .orderBy("distance_km")
      .orderBy("b.id")
      // Limits written into the text (at most 50 kinds): a plan prepared with an unknown limit is
      // costed for a tenth of the table, and PostgreSQL would plan every call afresh instead.
      .limit(sql.lit(limit));
    // The mark leads the text (a statement that starts with WITH has no SELECT for modifyFront).
    return sql<NearbyRow<typeof query>>`${preparedMark()} ${query}`.compile(db);
  };
}

async function businessExists(ctx: AppContext, slug: string): Promise<boolean> {
  const row = await ctx.db.selectFrom("businesses").select("id").where("slug", "=", slug).executeTakeFirst();
  return row !== undefined;
}
