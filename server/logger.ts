import { pino, type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "locus" }, redact: ["req.headers.cookie", "req.headers.authorization"] });
}
