import { sql } from "kysely";
import type { Business } from "../../../app/lib/business";
import { CLOSED_PERMANENTLY } from "../../../app/lib/business-status";
import type { AppContext } from "../../context";
import { MINUTE } from "../cache";
import { listRowsByIds, selectBusinessList } from "./business-select";
import { serializeBusiness } from "./serialize-business";

/**
 * `ORDER BY random()` reads the whole table; at a million rows that is far too
 * slow for the home page. Instead random ids are drawn between the smallest and
 * largest id and looked up by primary key; gaps left by deletions are covered
 * by drawing more ids than needed. Permanently closed businesses drawn come
 * after the others, as in every list.
 */
export async function randomBusinesses(ctx: AppContext, limit: number): Promise<Business[]> {
  const { min, max } = await idBounds(ctx);
  if (min === null || max === null) return [];

  const now = new Date();
  if (max - min + 1 <= limit * 3) {
    // Small tables: random order over all rows is cheap and never comes up short.
    const all = await selectBusinessList(ctx.db).orderBy("b.closed_rank").orderBy(sql`random()`).limit(limit).execute();
    return all.map((row) => serializeBusiness(row, now));
  }
  const picked = new Map<number, Business>();
  for (let attempt = 0; attempt < 4 && picked.size < limit; attempt++) {
    const ids = new Set<number>();
    const want = Math.ceil((limit - picked.size) * 1.25) + 2;
    for (let i = 0; i < want; i++) ids.add(min + Math.floor(Math.random() * (max - min + 1)));
    const rows = await listRowsByIds(ctx.db, [...ids]);
    for (const row of rows) {
      if (picked.size >= limit) break;
      if (!picked.has(row.id)) picked.set(row.id, serializeBusiness(row, now));
    }
  }
  if (picked.size < limit) {
    // Ids are sparse (many deleted): take a run of existing rows from a random start.
    const start = min + Math.floor(Math.random() * (max - min + 1));
    const rows = await selectBusinessList(ctx.db)
      .where("b.id", ">=", start)
      .where(sql<boolean>`b.id <> ALL(${[...picked.keys()]}::int[])`)
      .orderBy("b.id")
      .limit(limit - picked.size)
      .execute();
    for (const row of rows) picked.set(row.id, serializeBusiness(row, now));
  }
  return permanentlyClosedLast(shuffle([...picked.values()]));
}

/** Smallest and largest id; they move only on writes, which clear the cache. */
function idBounds(ctx: AppContext) {
  return ctx.cache.getOrSet("business-id-bounds", MINUTE, async () => {
    const result = await sql<{ min: number | null; max: number | null }>`
      SELECT min(id) AS min, max(id) AS max FROM businesses`.execute(ctx.db);
    return result.rows[0] ?? { min: null, max: null };
  });
}

function permanentlyClosedLast(businesses: Business[]): Business[] {
  const closed = (business: Business) => business.businessStatus === CLOSED_PERMANENTLY;
  return [...businesses.filter((business) => !closed(business)), ...businesses.filter(closed)];
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
