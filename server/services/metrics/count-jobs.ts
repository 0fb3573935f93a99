import { sql } from "kysely";
import type { Db } from "../../db/pool";

export interface JobCount {
  kind: string;
  status: string;
  count: number;
}

/**
 * Background jobs by kind and status, whatever kinds and statuses the table
 * holds: the series follow the job queue as it grows new ones.
 */
export function countJobs(db: Db): Promise<JobCount[]> {
  return db
    .selectFrom("jobs")
    .select(["kind", "status", sql<number>`count(*)::int`.as("count")])
    .groupBy(["kind", "status"])
    .execute();
}
