// A running job's claim: a session-level advisory lock, held on a connection of its own for
// as long as the job runs. The lock ends with that connection, so when the process dies
// (SIGKILL, machine lost) or the connection is cut, any process's sweep finds the lock free
// and knows the job has no runner any more. The same connection listens for cancels.
import pg from "pg";

/** First key of every job lock (the second is the job id); two-int keys never meet the migration's bigint lock. */
export const JOB_LOCK_SPACE = 4_711_010;
/** NOTIFY channel of cancels; the payload is the job id. */
export const CANCEL_CHANNEL = "locus_job_cancel";

/**
 * A machine that vanishes sends no FIN: the server would keep its session (and the lock)
 * until TCP gives up, two hours by default. These settings make it notice within a minute.
 */
const LOST_CLIENT_SETTINGS = [
  "SET tcp_keepalives_idle = 10",
  "SET tcp_keepalives_interval = 5",
  "SET tcp_keepalives_count = 4",
  "SET tcp_user_timeout = 30000",
];

export interface LeaseEvents {
  /** A cancel for this job arrived. */
  onCancel(): void;
  /** The connection (and so the lock) is gone: the job must stop, another process will fail it. */
  onLost(error: Error): void;
}

export class JobLease {
  private released = false;

  private constructor(private readonly client: pg.Client) {}

  /** The lease on a job, or null when another runner holds it. */
  static async take(pool: pg.Pool, jobId: number, events: LeaseEvents): Promise<JobLease | null> {
    // The name tells an operator (pg_stat_activity) which process runs which job.
    const application_name = `locus job ${jobId} (pid ${process.pid})`;
    const client = new pg.Client({ ...pool.options, keepAlive: true, application_name });
    client.on("error", () => undefined);
    await client.connect();
    try {
      for (const setting of LOST_CLIENT_SETTINGS) await client.query(setting);
      const lock = "SELECT pg_try_advisory_lock($1, $2) AS locked";
      const { rows } = await client.query<{ locked: boolean }>(lock, [JOB_LOCK_SPACE, jobId]);
      if (!rows[0]?.locked) {
        await client.end();
        return null;
      }
      await client.query(`LISTEN ${CANCEL_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    const lease = new JobLease(client);
    client.on("notification", (message) => {
      if (message.channel === CANCEL_CHANNEL && message.payload === String(jobId)) events.onCancel();
    });
    const lost = (error: Error) => {
      if (!lease.released) events.onLost(error);
    };
    client.on("error", lost);
    client.on("end", () => lost(new Error("the job's lease connection closed")));
    return lease;
  }

  /** Ends the claim; call only once the job's row says how it ended. */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    // Closing the session frees the lock too; the unlock only makes it immediate.
    await this.client.query("SELECT pg_advisory_unlock_all()").catch(() => undefined);
    await this.client.end().catch(() => undefined);
  }
}
