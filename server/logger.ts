import { pino, type Logger } from "pino";
import pretty from "pino-pretty";

export type LogFormat = "json" | "pretty";

/** Request and response details a terminal reader does not want on every line. */
const PRETTY_HIDDEN = "pid,hostname,service,req,res,responseTime,reqId";

export function createLogger(level: string, format: LogFormat = "json"): Logger {
  // Request logs would otherwise carry session tokens: the cookie in, and the Set-Cookie of a login out.
  const options = {
    level,
    base: { service: "locus" },
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  };
  if (format === "json") return pino(options);
  // Synchronous, in this thread: a worker thread per process would double the cluster's threads for log lines.
  return pino(options, pretty({ sync: true, colorize: process.stdout.isTTY, ignore: PRETTY_HIDDEN, translateTime: "HH:MM:ss", singleLine: true }));
}

/** How often an error that keeps coming back is summed up in one line. */
export const REPEAT_INTERVAL_MS = 10_000;
/** Kinds followed at once; beyond that, new kinds are counted together (a flood of distinct messages stays bounded too). */
const MAX_KINDS = 100;
const OTHER_KINDS = "other";

export interface ErrorOccurrence {
  /** What makes two occurrences the same error: e.g. `database: Query read timeout`. */
  kind: string;
  message: string;
  level?: "error" | "warn";
  /** Logged with the first occurrence only (`err`, request details ...). */
  fields?: Record<string, unknown>;
}

interface Followed {
  count: number;
  message: string;
  level: "error" | "warn";
  timer: ReturnType<typeof setInterval>;
}

/**
 * Errors that come with every request while their cause lasts (a database away, a broken
 * table) are logged once per interval, not once per request: the first occurrence of a kind
 * at once, with its details and the request's logger; then, while it keeps coming, one line
 * per interval with `repeated: N`. A kind quiet for a whole interval is forgotten, so its
 * next occurrence is logged at once again. One per process, shared by the API and the pages.
 */
export class RepeatedErrorLog {
  private readonly followed = new Map<string, Followed>();

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs = REPEAT_INTERVAL_MS,
  ) {}

  /** `log`: the logger for the first line (a request's, with its id); the sums go to the process's logger. */
  note(log: Logger, occurrence: ErrorOccurrence): void {
    const full = this.followed.size >= MAX_KINDS && !this.followed.has(occurrence.kind);
    const kind = full ? OTHER_KINDS : occurrence.kind;
    const seen = this.followed.get(kind);
    if (seen) {
      seen.count += 1;
      return;
    }
    const level = occurrence.level ?? "error";
    log[level]({ ...occurrence.fields, errorKind: occurrence.kind }, occurrence.message);
    const entry: Followed = { count: 0, message: full ? "Errors of other kinds" : occurrence.message, level, timer: setInterval(() => this.sum(kind), this.intervalMs) };
    entry.timer.unref();
    this.followed.set(kind, entry);
  }

  /** Logs the counts not logged yet and forgets every kind (at shutdown). */
  flush(): void {
    for (const kind of [...this.followed.keys()]) {
      this.sum(kind);
      this.forget(kind);
    }
  }

  private sum(kind: string): void {
    const entry = this.followed.get(kind);
    if (!entry) return;
    if (entry.count === 0) {
      this.forget(kind);
      return;
    }
    this.logger[entry.level]({ errorKind: kind, repeated: entry.count, intervalSeconds: this.intervalMs / 1000 }, `${entry.message} (repeated)`);
    entry.count = 0;
  }

  private forget(kind: string): void {
    const entry = this.followed.get(kind);
    if (entry) clearInterval(entry.timer);
    this.followed.delete(kind);
  }
}

/** The kind of an unexpected error: its name and message, which is what repeats when one bug is hit by every request. */
export function errorKindOf(error: unknown): string {
  if (!(error instanceof Error)) return `thrown: ${String(error).slice(0, 200)}`;
  return `${error.name}: ${error.message}`.slice(0, 300);
}
