import { sql, type Expression, type SqlBool } from "kysely";
import type { AppContext } from "../../context";

/** How many businesses the planner expects a filter to match (from its statistics; nothing is read). */
export async function estimateFilterRows(ctx: Pick<AppContext, "db">, clauses: Expression<SqlBool>[]): Promise<number> {
  const result = await sql<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM businesses b WHERE ${sql.join(clauses, sql` AND `)}`.execute(ctx.db);
  return result.rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}
