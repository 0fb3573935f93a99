// Reading `jobs` rows: every screen and every process reads the same record.
import type { Selectable } from "kysely";
import type { AppContext } from "../../context";
import type { JobsTable } from "../../db/types";
import type { JobKindName } from "./job-kind";

export type JobRow = Selectable<JobsTable>;

export const FINISHED_STATUSES = ["succeeded", "failed", "cancelled"] as const;

export function isFinishedRow(row: Pick<JobRow, "status">): boolean {
  return (FINISHED_STATUSES as readonly string[]).includes(row.status);
}

/** One job of a kind; null when there is no such job (or it is of another kind). */
export async function getJobRow(ctx: Pick<AppContext, "db">, kind: JobKindName, id: number): Promise<JobRow | null> {
  const query = ctx.db.selectFrom("jobs").selectAll().where("id", "=", id);
  return (await query.where("kind", "=", kind).executeTakeFirst()) ?? null;
}

/** The most recent job of a kind, finished or not. */
export async function latestJobRow(ctx: Pick<AppContext, "db">, kind: JobKindName): Promise<JobRow | null> {
  const row = await ctx.db
    .selectFrom("jobs")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** A queued or running job of one of these kinds, if any. */
export async function activeJob(
  ctx: Pick<AppContext, "db">,
  kinds: JobKindName[],
): Promise<{ id: number; kind: JobKindName } | null> {
  const row = await ctx.db
    .selectFrom("jobs")
    .select(["id", "kind"])
    .where("kind", "in", kinds)
    .where("status", "in", ["queued", "running"])
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, kind: row.kind as JobKindName } : null;
}
