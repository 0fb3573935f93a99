// A new job: its `jobs` row (queued) and the queue's job, in one transaction, so neither
// exists without the other. The partial unique indexes of migration 010 refuse a second
// import, restore or walk while one is queued or running, whichever process asks.
import type { Selectable } from "kysely";
import type { AppContext } from "../../context";
import type { JobsTable } from "../../db/types";
import { AppError } from "../app-error";
import type { JobKindName } from "./job-kind";
import { activeJob } from "./job-rows";

/** Which kinds each one-at-a-time index covers. */
const EXCLUSIVE: Record<string, JobKindName[]> = {
  jobs_one_catalogue_writer: ["import", "restore"],
  jobs_one_walk: ["url-indexing"],
};

/** Another job that may not run beside a `kind` job is queued or running: 409, in the kind's words. */
function busyError(ctx: Pick<AppContext, "jobs">, kind: JobKindName, holder: JobKindName | null): AppError {
  const message = ctx.jobs.kind(kind).busyMessage?.(holder);
  return AppError.conflict(message ?? `a ${holder ?? "conflicting"} job is already queued or running`);
}

/** Refuses early (before an upload is read ...) what enqueueJob would refuse: a kind whose exclusive peer runs. */
export async function refuseWhileBusy(ctx: AppContext, kind: JobKindName): Promise<void> {
  const peers = [...new Set(Object.values(EXCLUSIVE).filter((kinds) => kinds.includes(kind)).flat())];
  const holder = peers.length > 0 ? await activeJob(ctx, peers) : null;
  if (holder) throw busyError(ctx, kind, holder.kind);
}

export interface NewJob {
  kind: JobKindName;
  input: Record<string, unknown>;
  createdBy: number | null;
  total?: number | null;
}

export async function enqueueJob(ctx: AppContext, job: NewJob): Promise<Selectable<JobsTable>> {
  let row: Selectable<JobsTable>;
  try {
    row = await ctx.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("jobs")
        .values({
          kind: job.kind,
          status: "queued",
          input: JSON.stringify(job.input),
          created_by: job.createdBy,
          total: job.total ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const queueJobId = await ctx.jobs.send(job.kind, id, trx);
      return trx
        .updateTable("jobs")
        .set({ queue_job_id: queueJobId })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    const kinds = exclusiveKinds(error);
    if (kinds) throw busyError(ctx, job.kind, (await activeJob(ctx, kinds))?.kind ?? null);
    throw error;
  }
  ctx.jobs.nudge(job.kind);
  return row;
}

function exclusiveKinds(error: unknown): JobKindName[] | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && constraint ? (EXCLUSIVE[constraint] ?? null) : null;
}
