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
