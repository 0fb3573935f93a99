import type { Request } from "express";
import type { ZodError, ZodType } from "zod";

/** An error whose message is safe to show to the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function zodDetails(error: ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** Validates a request part with a zod schema; a failure becomes a 400 with the field-level details. */
export function parseInput<T>(schema: ZodType<T>, input: unknown, what = "query parameters"): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, `Invalid ${what}`, zodDetails(result.error));
  return result.data;
}

export const JSON_BODY_REQUIRED = "İstek gövdesi JSON olmalı (Content-Type: application/json).";

/**
 * The body of a request that must be JSON; anything else is 415. Besides clear errors,
 * this keeps plain form posts out: the only kind another site can send without asking.
 */
export function jsonBody(req: Request): unknown {
  if (!req.is("application/json")) throw new HttpError(415, JSON_BODY_REQUIRED);
  return req.body ?? {};
}

/**
 * Validates back-office input: a failure is 400 with `message`, or without one the first
 * field's own (Turkish) message, and every field's problem in `details`.
 */
export function checkInput<T>(schema: ZodType<T>, input: unknown, message?: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = zodDetails(result.error);
  throw new HttpError(400, message ?? details[0]?.message ?? "Geçersiz istek.", details);
}
