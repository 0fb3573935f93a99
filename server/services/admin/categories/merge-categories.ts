import { sql } from "kysely";
import type { AppContext } from "../../../context";
import { AppError } from "../../app-error";
import { recordAudit } from "../../audit/record-audit";
import type { CategoryActor } from "./category-schemas";
import { redirectCategorySlug } from "./category-redirects";
import { CATEGORY_NOT_FOUND } from "./update-category";

type Ctx = Pick<AppContext, "db" | "logger" | "cache">;

/**
 * Businesses move in batches, each its own short statement: moving a category of a million
 * businesses in one statement would hold a million row locks (and rewrite a million search
 * documents) for minutes while imports and edits of those businesses wait. A batch takes
 * well under a second; the counts triggers keep businessCount exact after every batch.
 */
export const MERGE_BATCH_SIZE = 5000;

export const MERGE_INTO_ITSELF = "Bir kategori kendisiyle birleştirilemez.";

export interface MergeResult {
  targetId: number;
  targetSlug: string;
  moved: number;
}

/**
 * Merges `sourceId` into `targetId`: its businesses move to the target, its page redirects
 * there (so do the slugs that already redirected to it), its name and its mappings send
 * future imports there, and the source category is deleted.
 * Run on the long-work pool. Interrupted half way, the businesses moved so far stay moved and
 * the source remains: merging again finishes the work.
 */
export async function mergeCategories(
  ctx: Ctx,
  sourceId: number,
  targetId: number,
  by: CategoryActor,
  batchSize = MERGE_BATCH_SIZE,
): Promise<MergeResult> {
  if (sourceId === targetId) throw AppError.badInput(MERGE_INTO_ITSELF);
  const found = await ctx.db.selectFrom("categories").select(["id", "name", "slug"])
    .where("id", "in", [sourceId, targetId]).execute();
  const source = found.find((row) => row.id === sourceId);
  const target = found.find((row) => row.id === targetId);
  if (!source || !target) throw AppError.notFound(CATEGORY_NOT_FOUND);

  let moved = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      UPDATE businesses SET category_id = ${targetId}, updated_at = now()
       WHERE id IN (SELECT id FROM businesses WHERE category_id = ${sourceId} LIMIT ${batchSize})`.execute(ctx.db);
    const count = Number(numAffectedRows ?? 0);
    moved += count;
    if (count < batchSize) break;
  }

  const merged = await ctx.db.transaction().execute(async (trx) => {
    // Both rows locked in id order: two merges crossing each other wait instead of deadlocking.
    const locked = await trx.selectFrom("categories").select(["id", "name", "slug"])
      .where("id", "in", [sourceId, targetId]).orderBy("id").forUpdate().execute();
    const from = locked.find((row) => row.id === sourceId);
    const into = locked.find((row) => row.id === targetId);
    if (!from || !into) throw AppError.notFound(CATEGORY_NOT_FOUND);
    // Businesses saved into the source while the batches ran.
    const late = await trx.updateTable("businesses").set({ category_id: targetId, updated_at: sql`now()` })
      .where("category_id", "=", sourceId).executeTakeFirst();
    await trx.updateTable("category_redirects").set({ category_id: targetId }).where("category_id", "=", sourceId).execute();
    await redirectCategorySlug(trx, from.slug, targetId);
    await trx.updateTable("category_aliases").set({ category_id: targetId }).where("category_id", "=", sourceId).execute();
    // The source's own name joins the target by its key anyway when the two names share it.
    await sql`
      INSERT INTO category_aliases (key, name, category_id)
      SELECT locus_category_key(${from.name}), ${from.name}, ${targetId}
       WHERE locus_category_key(${from.name}) <> locus_category_key(${into.name})
      ON CONFLICT (key) DO NOTHING`.execute(trx);
    await trx.deleteFrom("categories").where("id", "=", sourceId).execute();
    return { from, into, late: Number(late.numUpdatedRows) };
  });
  moved += merged.late;
  await ctx.cache.clear();
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "category.merge",
    entityType: "category",
    entityId: targetId,
    details: {
      source: { id: merged.from.id, name: merged.from.name, slug: merged.from.slug },
      target: { id: merged.into.id, name: merged.into.name, slug: merged.into.slug },
      moved,
    },
    ip: by.ip,
  });
  return { targetId, targetSlug: merged.into.slug, moved };
}
