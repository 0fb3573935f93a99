// A jobs row of kind "url-indexing" as the screens read it. The process running the walk
// writes its tally to the row's progress about every second, and to its result at the end,
// so every process (API and page loaders alike) shows the same walk.
import type { IndexingWalk, WalkStatus } from "../../../app/lib/admin/indexing";
import type { JobRow } from "../jobs/job-rows";

export const WALK_JOB_KIND = "url-indexing";

/** What a walk counts while it runs. */
export interface WalkTally {
  done: number;
  total: number;
  successful: number;
  failed: number;
  skipped: number;
  note: string | null;
}

/** The part of the tally beyond done/total/failed, as the row's progress and result keep it. */
export type WalkCounts = Pick<WalkTally, "successful" | "skipped" | "note">;

export function walkCountsOf(tally: WalkTally): WalkCounts {
  return { successful: tally.successful, skipped: tally.skipped, note: tally.note };
}

export function walkJobView(row: JobRow): IndexingWalk {
  const stored = (row.result ?? row.progress ?? {}) as Partial<WalkCounts>;
  return {
    id: row.id,
    status: row.status as WalkStatus,
    done: row.done,
    total: row.total ?? 0,
    successful: stored.successful ?? Math.max(0, row.done - row.failed),
    failed: row.failed,
    skipped: stored.skipped ?? 0,
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    error: row.error,
    note: stored.note ?? null,
  };
}
