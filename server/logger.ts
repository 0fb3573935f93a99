import { pino, type Logger } from "pino";

export function createLogger(level: string): Logger {
  // Request logs would otherwise carry session tokens: the cookie in, and the Set-Cookie of a login out.
  return pino({
    level,
    base: { service: "locus" },
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  });
}
