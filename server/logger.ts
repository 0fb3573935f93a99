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
