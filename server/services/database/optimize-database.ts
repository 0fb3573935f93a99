// 'Optimize Et': VACUUM (ANALYZE) over the whole database: dead rows left by imports,
// edits and resets are reclaimed for reuse and the planner's statistics are refreshed.
// VACUUM cannot run inside a transaction block, so it goes straight to the pool (one
// autocommitted statement), not through Kysely's transaction helpers.
import type { AppContext } from "../../context";

export async function optimizeDatabase(ctx: Pick<AppContext, "pool">): Promise<{ seconds: number }> {
  const started = performance.now();
  await ctx.pool.query("VACUUM (ANALYZE)");
  return { seconds: Math.round((performance.now() - started) / 10) / 100 };
}
