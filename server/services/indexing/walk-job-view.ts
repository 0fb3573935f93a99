// A jobs row of kind "url-indexing" as the screens read it.
import type { Selectable } from "kysely";
import type { IndexingWalk, WalkStatus } from "../../../app/lib/admin/indexing";
import type { JobsTable } from "../../db/types";

export const WALK_JOB_KIND = "url-indexing";

/** What a walk counts while it runs; kept in memory and written to its row now and then. */
export interface WalkTally {
  done: number;
  total: number;
  successful: number;
  failed: number;
  skipped: number;
  note: string | null;
}

/** The tally as the row's `result` keeps it. */
function storedTally(row: Selectable<JobsTable>): Partial<WalkTally> {
  return (row.result ?? {}) as Partial<WalkTally>;
}

export function walkJobView(row: Selectable<JobsTable>, live?: WalkTally): IndexingWalk {
  const stored = storedTally(row);
  const tally = live ?? {
    done: row.done,
    total: row.total ?? 0,
    successful: stored.successful ?? Math.max(0, row.done - row.failed),
    failed: row.failed,
    skipped: stored.skipped ?? 0,
    note: stored.note ?? null,
  };
  return {
    id: row.id,
    status: row.status as WalkStatus,
    done: tally.done,
    total: tally.total,
    successful: tally.successful,
    failed: tally.failed,
    skipped: tally.skipped,
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    error: row.error,
    note: tally.note,
  };
}
