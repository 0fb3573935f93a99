import type { AppContext } from "../../context";

/** One page row of a sitemap: its id (the keyset cursor), slug and edit time when known. */
export interface SlugRow {
  id: number;
  slug: string;
  lastmod: Date | null;
}

/** Where a batch starts (exclusive; null = the table's start) and ends (exclusive; null = open). */
export interface BatchWindow {
  afterId: number | null;
  endId: number | null;
  limit: number;
}

// Each reader is a keyset scan on the primary key: `id > cursor ORDER BY id
// LIMIT n` costs the same at row 1 and at row 999,999, unlike OFFSET.

export async function fetchBusinessBatch(ctx: AppContext, window: BatchWindow): Promise<SlugRow[]> {
  let query = ctx.db.selectFrom("businesses").select(["id", "slug", "updated_at as lastmod"]);
  if (window.afterId !== null) query = query.where("id", ">", window.afterId);
  if (window.endId !== null) query = query.where("id", "<", window.endId);
  return query.orderBy("id").limit(window.limit).execute();
}

export async function fetchCityBatch(ctx: AppContext, window: BatchWindow): Promise<SlugRow[]> {
  let query = ctx.db.selectFrom("cities").select(["id", "slug"]).where("business_count", ">", 0);
  if (window.afterId !== null) query = query.where("id", ">", window.afterId);
  if (window.endId !== null) query = query.where("id", "<", window.endId);
  const rows = await query.orderBy("id").limit(window.limit).execute();
  return rows.map((row) => ({ ...row, lastmod: null }));
}

export async function fetchCategoryBatch(ctx: AppContext, window: BatchWindow): Promise<SlugRow[]> {
  let query = ctx.db.selectFrom("categories").select(["id", "slug"]).where("business_count", ">", 0);
  if (window.afterId !== null) query = query.where("id", ">", window.afterId);
  if (window.endId !== null) query = query.where("id", "<", window.endId);
  const rows = await query.orderBy("id").limit(window.limit).execute();
  return rows.map((row) => ({ ...row, lastmod: null }));
}
