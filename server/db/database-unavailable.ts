// Errors that say the database did not answer (stopped, frozen, restarting, out of
// connections, too slow for the statement limit), as against a bug. Requests that meet
// one are answered 503 with Retry-After, and the error is logged once per interval
// (RepeatedErrorLog), not once per request.
import { AppError } from "../services/app-error";
import type { ErrorOccurrence } from "../logger";

export const DATABASE_UNAVAILABLE_MESSAGE = "Service temporarily unavailable";
/** The database is usually back within seconds (a restart, a failover, a resumed machine). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs of a server that cannot serve now; class 08 (connection exceptions) is matched as a whole. */
const SERVER_CODES = new Map([
  ["57014", "statement timeout"], // also a cancel by an operator
  ["57P01", "server shutting down"],
  ["57P02", "server crashed"],
  ["57P03", "server starting or stopping"],
  ["53300", "too many connections"],
]);
/** Socket errors when reaching the server. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** pg and pg-pool's own words for a server that did not answer in time or went away. */
const DRIVER_MESSAGES = new Set([
  "timeout exceeded when trying to connect", // pool: no connection free or ready within connectionTimeoutMillis
  "Connection terminated due to connection timeout",
  "timeout expired", // a client's own connectionTimeoutMillis (outside a pool)
  "Query read timeout", // query_timeout: the server did not answer at all
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
]);

/** Why the database could not answer, when `error` (or an error it wraps) says so; else null. */
export function databaseUnavailableReason(error: unknown): string | null {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth += 1) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string") {
      if (SERVER_CODES.has(code)) return `${code} ${SERVER_CODES.get(code)}`;
      if (code.startsWith("08") && code.length === 5) return `${code} connection exception`;
      if (SOCKET_CODES.has(code)) return code;
    }
    if (typeof message === "string" && DRIVER_MESSAGES.has(message)) return message;
    // Node tries each address of a name (IPv6, IPv4) and reports them together.
    current = Array.isArray(errors) && errors.length > 0 ? errors[0] : (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The answer and the log line for an error that says the database did not answer; null for any other error. */
export function databaseUnavailable(error: unknown): { answer: AppError; occurrence: ErrorOccurrence } | null {
  const reason = databaseUnavailableReason(error);
  if (reason === null) return null;
  return {
    answer: new AppError(503, DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, cause: error }),
    occurrence: { kind: `database: ${reason}`, message: "Database unavailable", fields: { reason, err: error } },
  };
}
