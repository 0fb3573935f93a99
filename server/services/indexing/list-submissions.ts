import type { IndexingEngine, SubmissionLogEntry, SubmissionStatus } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";

export const DEFAULT_LOG_LIMIT = 50;

/** The newest log rows first, as the screen lists them. */
export async function listSubmissions(ctx: Pick<AppContext, "db">, limit = DEFAULT_LOG_LIMIT): Promise<SubmissionLogEntry[]> {
  const rows = await ctx.db.selectFrom("url_submissions").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    url: row.url,
    engine: row.engine as IndexingEngine,
    status: row.status as SubmissionStatus,
    httpStatus: row.http_status,
    message: row.message,
    jobId: row.job_id,
    createdAt: row.created_at.toISOString(),
  }));
}
