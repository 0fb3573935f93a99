import { sql } from "kysely";
import type { AppContext } from "../../context";
import { SITEMAP_BOUNDARIES_TTL } from "./sitemap-limits";

/**
 * One sitemap chunk of a large table: the rows with `startId <= id` and `id`
 * below the next chunk's `startId`. Fixing boundaries by id (not by OFFSET)
 * lets each chunk be read with keyset scans on the primary key, however deep
 * into the table it sits.
 */
export interface IdChunk {
  startId: number;
  /** Latest `updated_at` among the chunk's rows, when the table has one. */
  lastmod: Date | null;
}

interface ChunkRow {
  start_id: number;
  lastmod: Date | null;
}

/**
 * Business chunks of `chunkSize` rows in id order, computed in one pass over
 * the table (numbering rows by id and grouping every `chunkSize` of them) and
 * cached, so a crawler walking 20 chunks costs one such pass, not 20.
 */
export function loadBusinessChunks(ctx: AppContext, chunkSize: number): Promise<IdChunk[]> {
  return ctx.cache.getOrSet(`sitemap:businesses:${chunkSize}`, SITEMAP_BOUNDARIES_TTL, async () => {
    const { rows } = await sql<ChunkRow>`
      SELECT min(id) AS start_id, max(updated_at) AS lastmod
      FROM (SELECT id, updated_at, (row_number() OVER (ORDER BY id) - 1) / ${chunkSize} AS chunk FROM businesses) numbered
      GROUP BY chunk
      ORDER BY chunk`.execute(ctx.db);
    return rows.map(toChunk);
  });
}

/** City chunks: only cities with businesses have a page worth listing. Cities carry no edit time. */
export function loadCityChunks(ctx: AppContext, chunkSize: number): Promise<IdChunk[]> {
  return ctx.cache.getOrSet(`sitemap:cities:${chunkSize}`, SITEMAP_BOUNDARIES_TTL, async () => {
    const { rows } = await sql<ChunkRow>`
      SELECT min(id) AS start_id, NULL::timestamptz AS lastmod
      FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / ${chunkSize} AS chunk FROM cities WHERE business_count > 0) numbered
      GROUP BY chunk
      ORDER BY chunk`.execute(ctx.db);
    return rows.map(toChunk);
  });
}

function toChunk(row: ChunkRow): IdChunk {
  return { startId: row.start_id, lastmod: row.lastmod };
}
