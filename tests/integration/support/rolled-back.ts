import type { AppContext } from "../../../server/context";
import { ReadCache } from "../../../server/services/cache";

const ROLLBACK = new Error("rollback");

/**
 * Runs `check` with a context whose writes are rolled back afterwards (and a cache of its own),
 * so the other test files keep the fixtures as they were.
 */
export async function rolledBack(ctx: AppContext, check: (ctx: AppContext) => Promise<void>): Promise<void> {
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await check({ ...ctx, db: trx, cache: new ReadCache() });
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
}
