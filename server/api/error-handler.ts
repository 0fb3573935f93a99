// The one place where errors become HTTP answers for /api: an AppError is answered with its
// status, `{ error, details? }` and Retry-After when it has one; a body the JSON parser
// refused keeps the parser's status; a database that did not answer gives 503 with
// Retry-After; anything else is logged and answered 500 without a word about it, so no
// stack, SQL or path ever reaches a client. Errors that repeat with every request (an
// outage, one broken query) are logged once per interval with a count (RepeatedErrorLog).
import type { ErrorRequestHandler, Response } from "express";
import type { Logger } from "pino";
import { databaseUnavailable } from "../db/database-unavailable";
import { noteRefusal } from "../http/refusal";
import { errorKindOf, RepeatedErrorLog } from "../logger";
import { AppError, errorStatusOf } from "../services/app-error";

export const INTERNAL_ERROR_MESSAGE = "Internal server error";

export function apiErrorHandler(logger: Logger, errorLog = new RepeatedErrorLog(logger)): ErrorRequestHandler {
  return (error, req, res, next) => {
    const refusal = error instanceof AppError ? error : bodyParserRefusal(error);
    const unavailable = refusal ? null : databaseUnavailable(error);
    const log = req.log ?? logger;
    if (res.headersSent) {
      // Too late for an answer of its own: Express cuts the connection.
      errorLog.note(log, unavailable?.occurrence ?? unexpected(error, "API request failed after its answer began"));
      next(error);
      return;
    }
    if (unavailable) {
      // An outage, not a refusal of this client: logged above as one error kind, not on every access line.
      errorLog.note(log, unavailable.occurrence);
      answer(res, unavailable.answer);
      return;
    }
    if (!refusal) {
      errorLog.note(log, unexpected(error, "API request failed"));
      res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
      return;
    }
    noteRefusal(res, refusal.message);
    answer(res, refusal);
  };
}

function answer(res: Response, error: AppError): void {
  if (error.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(error.retryAfterSeconds));
  const { status, message, details } = error;
  res.status(status).json(details === undefined ? { error: message } : { error: message, details });
}

function unexpected(error: unknown, message: string) {
  return { kind: errorKindOf(error), message, fields: { err: error } };
}

/** express.json's errors carry their own 4xx status (malformed JSON, too large, unknown charset). */
function bodyParserRefusal(error: unknown): AppError | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  const known = errorStatusOf(status);
  return new AppError(known < 500 ? known : 400, status === 413 ? "Request body too large" : "Malformed request body");
}
