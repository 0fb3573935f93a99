import type pg from "pg";
import type { Logger } from "pino";
import { Gauge, type Registry } from "prom-client";
import type { Db } from "../../db/pool";
import { countJobs } from "./count-jobs";

/**
 * The process's connection pool (summed over the workers: each has its own),
 * and the background jobs in the database. Every worker reads the same jobs
 * table, so the cluster reports the largest answer rather than their sum.
 */
export function registerDatabaseGauges(registry: Registry, from: { db: Db; pool: pg.Pool; logger: Logger }): void {
  const { pool } = from;
  const registers = [registry];
  new Gauge({
    name: "locus_db_pool_connections_in_use",
    help: "Database connections of the pool running a query or a transaction",
    registers,
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: "locus_db_pool_connections_idle",
    help: "Open database connections of the pool waiting for work",
    registers,
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: "locus_db_pool_waiting_requests",
    help: "Queries waiting for a free connection of the pool",
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: "locus_jobs",
    help: "Background jobs in the database by kind and status",
    labelNames: ["kind", "status"] as const,
    aggregator: "max",
    registers,
    async collect() {
      // A combination that has no jobs left must disappear, not keep its last count.
      this.reset();
      try {
        for (const row of await countJobs(from.db)) this.set({ kind: row.kind, status: row.status }, row.count);
      } catch (error) {
        from.logger.warn({ err: error }, "job counts not read for the metrics");
      }
    },
  });
}
