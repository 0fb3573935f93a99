// /readyz asks the database on a connection of its own, opened for the question: the pool
// may be full of requests stuck on a frozen server, and a new connection is what a frozen
// or overloaded server (no backend to fork, max_connections reached) fails to give first.
// Concurrent probes share one question and an answer is reused for a second, so probing
// opens at most about one connection per second per process, however often it is asked.
import pg from "pg";

/** /readyz must answer within 2 s; connecting and asking get this much each. */
const CONNECT_TIMEOUT_MS = 900;
const QUERY_TIMEOUT_MS = 700;
/** How long an answer is reused. */
const REUSE_MS = 1_000;

export type Readiness = { ready: true } | { ready: false; error: unknown };

export class ReadinessProbe {
  private asking: Promise<Readiness> | null = null;
  private last: { at: number; answer: Readiness } | null = null;

  /** `connection`: the request pool's settings (pool.options). */
  constructor(private readonly connection: pg.ClientConfig) {}

  /** Whether the database answered `SELECT 1` on a fresh connection, in 1.6 s at most. */
  check(): Promise<Readiness> {
    if (this.last && Date.now() - this.last.at < REUSE_MS) return Promise.resolve(this.last.answer);
    this.asking ??= this.ask().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  private async ask(): Promise<Readiness> {
    const client = new pg.Client({
      ...this.connection,
      application_name: "locus readiness",
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      options: `-c statement_timeout=${QUERY_TIMEOUT_MS}`,
    });
    client.on("error", () => undefined);
    let answer: Readiness;
    try {
      await client.connect();
      await client.query("SELECT 1");
      answer = { ready: true };
    } catch (error) {
      answer = { ready: false, error };
    } finally {
      // A query that timed out leaves the socket waiting: end() destroys it rather than waiting for the server.
      void client.end().catch(() => undefined);
    }
    this.last = { at: Date.now(), answer };
    return answer;
  }
}
