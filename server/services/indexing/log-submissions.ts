import type { EngineOutcome } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";

export interface SubmissionRecord {
  url: string;
  outcome: EngineOutcome;
}

/** 7 parameters a row: well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 1000;
const MAX_MESSAGE_LENGTH = 500;

/** Appends one log row per URL and engine; the screen's log and Google's quota are read from them. */
export async function logSubmissions(ctx: Pick<AppContext, "db">, records: SubmissionRecord[], jobId: number | null = null): Promise<void> {
  for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
    const rows = records.slice(start, start + ROWS_PER_INSERT).map(({ url, outcome }) => ({
      url,
      engine: outcome.engine,
      status: outcome.status,
      http_status: outcome.httpStatus,
      message: outcome.message.slice(0, MAX_MESSAGE_LENGTH),
      job_id: jobId,
    }));
    await ctx.db.insertInto("url_submissions").values(rows).execute();
  }
}
