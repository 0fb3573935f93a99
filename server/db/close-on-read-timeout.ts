// pg's client-side query timeout (`query_timeout`) answers the caller but leaves the
// connection waiting for the late answer: handed back to the pool, the next query on it
// would queue behind a statement that a frozen server may never finish. A connection whose
// query timed out is closed instead, so the pool drops it (at once if idle, else when it
// comes back) and opens a fresh one once the server answers again.
import type pg from "pg";

/** The message of pg's client-side query timeout. */
export const READ_TIMEOUT_MESSAGE = "Query read timeout";

type Callback = (error: unknown, result: unknown) => void;

export function closeOnReadTimeout(client: pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const closeIfTimedOut = (error: unknown) => {
    if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) void client.end().catch(() => undefined);
  };
  const guarded = (...args: unknown[]): unknown => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      // pg-pool's own `pool.query` form: (text, values, callback).
      args[last] = (error: unknown, result: unknown) => {
        closeIfTimedOut(error);
        (callback as Callback)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // The promise form (Kysely's): observed, not replaced, so the caller still sees the rejection.
    if (typeof (result as PromiseLike<unknown> | undefined)?.then === "function") {
      (result as PromiseLike<unknown>).then(undefined, closeIfTimedOut);
    }
    return result;
  };
  client.query = guarded as typeof client.query;
}
