// The one place where errors become HTTP answers for /api: an AppError is answered with its
// status, `{ error, details? }` and Retry-After when it has one; a body the JSON parser
// refused keeps the parser's status; anything else is logged and answered 500 without
// a word about it, so no stack, SQL or path ever reaches a client.
import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { AppError, errorStatusOf } from "../services/app-error";

export const INTERNAL_ERROR_MESSAGE = "Internal server error";

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const refusal = error instanceof AppError ? error : bodyParserRefusal(error);
    const log = req.log ?? logger;
    if (res.headersSent) {
      // Too late for an answer of its own: Express cuts the connection.
      log.error({ err: error }, "API request failed after its answer began");
      next(error);
      return;
    }
    if (!refusal) {
      log.error({ err: error }, "API request failed");
      res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
      return;
    }
    if (refusal.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(refusal.retryAfterSeconds));
    const { status, message, details } = refusal;
    res.status(status).json(details === undefined ? { error: message } : { error: message, details });
  };
}

/** express.json's errors carry their own 4xx status (malformed JSON, too large, unknown charset). */
function bodyParserRefusal(error: unknown): AppError | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  const known = errorStatusOf(status);
  return new AppError(known < 500 ? known : 400, status === 413 ? "Request body too large" : "Malformed request body");
}
