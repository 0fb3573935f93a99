// Stops the walk wherever it runs; answers once it has ended (what it sent stays sent).
import type { IndexingWalk } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { cancelJob } from "../jobs/cancel-job";
import type { WalkBy } from "./start-walk";
import { WALK_JOB_KIND, walkJobView } from "./walk-job-view";

/** The walk after the stop; null when there is no such walk. */
export async function stopWalk(ctx: AppContext, id: number, by: WalkBy): Promise<IndexingWalk | null> {
  const row = await cancelJob(ctx, WALK_JOB_KIND, id);
  if (!row) return null;
  if (row.status === "cancelled") {
    const audit = { action: "indexing.walk.stop", entityType: "job", entityId: id, details: { done: row.done } };
    await recordAudit(ctx, { ...audit, adminUserId: by.adminUserId, ip: by.ip });
  }
  return walkJobView(row);
}
