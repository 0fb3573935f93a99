// Reading a request's parts: each helper returns the checked value or throws an AppError
// that the API's error handler answers as it is.
import type { Request } from "express";
import type { ZodType } from "zod";
import { AppError, zodProblems } from "../services/app-error";

/** Validates a request part with a zod schema; a failure becomes a 400 with the field-level details. */
export function parseInput<T>(schema: ZodType<T>, input: unknown, what = "query parameters"): T {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.badInput(`Invalid ${what}`, zodProblems(result.error));
  return result.data;
}

export const JSON_BODY_REQUIRED = "İstek gövdesi JSON olmalı (Content-Type: application/json).";

/**
 * The body of a request that must be JSON; anything else is 415. Besides clear errors,
 * this keeps plain form posts out: the only kind another site can send without asking.
 */
export function jsonBody(req: Request, message = JSON_BODY_REQUIRED): unknown {
  if (!req.is("application/json")) throw AppError.unsupportedMediaType(message);
  return req.body ?? {};
}

/**
 * Validates back-office input: a failure is 400 with `message`, or without one the first
 * field's own (Turkish) message, and every field's problem in `details`.
 */
export function checkInput<T>(schema: ZodType<T>, input: unknown, message?: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = zodProblems(result.error);
  throw AppError.badInput(message ?? details[0]?.message ?? "Geçersiz istek.", details);
}
