// Starts the automatic walk: an engine must be on, and only one walk may be queued or
// running at a time, in any process (the migration's unique index decides; 409 otherwise).
import type { IndexingWalk } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { enqueueJob, type NewJob } from "../jobs/enqueue-job";
import { resolveEngines } from "./resolve-engines";
import type { WalkJobInput } from "./walk-job-kind";
import { WALK_JOB_KIND, walkJobView } from "./walk-job-view";

export interface WalkBy {
  adminUserId: number;
  ip: string | null;
}

export async function startWalk(ctx: AppContext, by: WalkBy): Promise<IndexingWalk> {
  const engines = await resolveEngines(ctx);
  const counted = await ctx.db
    .selectFrom("businesses")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const input: WalkJobInput = { indexNow: engines.indexNow !== null, google: engines.google !== null, ip: by.ip };
  const job: NewJob = { kind: WALK_JOB_KIND, input: { ...input }, createdBy: by.adminUserId, total };
  const row = await enqueueJob(ctx, job);
  const audit = { action: "indexing.walk.start", entityType: "job", entityId: row.id, details: { total } };
  await recordAudit(ctx, { ...audit, adminUserId: by.adminUserId, ip: by.ip });
  return walkJobView(row);
}
