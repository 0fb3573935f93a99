// The one error type whose message a client may read. Services and the request-parsing
// helpers throw it; the API's error handler (server/api/error-handler.ts) answers it as
// `status` + `{ error, details? }`, and a job's row keeps its message and status. Anything
// else that is thrown is a bug or an outage: logged, and answered 500 without a word of it.
import type { ZodError } from "zod";

/** The statuses Locus answers an error with. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** One field's problem, as `details` carries it: the dotted path and its message. */
export interface FieldProblem {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** Sent as `details`: field problems, per-line or per-engine results ... */
  details?: unknown;
  /** Sent as the Retry-After header. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class AppError extends Error {
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  /** `message` is shown as it is: the words of the screen or the API, never internals. */
  constructor(
    readonly status: ErrorStatus,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static badInput(message: string, details?: unknown): AppError {
    return new AppError(400, message, { details });
  }

  static unauthorized(message: string): AppError {
    return new AppError(401, message);
  }

  static forbidden(message: string): AppError {
    return new AppError(403, message);
  }

  static notFound(message: string): AppError {
    return new AppError(404, message);
  }

  static conflict(message: string, details?: unknown): AppError {
    return new AppError(409, message, { details });
  }

  static tooLarge(message: string): AppError {
    return new AppError(413, message);
  }

  static unsupportedMediaType(message: string): AppError {
    return new AppError(415, message);
  }

  /** Well-formed but unusable (a spreadsheet without a name column ...). */
  static unprocessable(message: string): AppError {
    return new AppError(422, message);
  }

  static tooManyRequests(message: string, retryAfterSeconds?: number, details?: unknown): AppError {
    return new AppError(429, message, { details, retryAfterSeconds });
  }

  /** A server Locus called (a search engine ...) refused or could not be reached. */
  static badGateway(message: string, details?: unknown): AppError {
    return new AppError(502, message, { details });
  }

  static unavailable(message: string): AppError {
    return new AppError(503, message);
  }
}

/** A status read back from storage (a job's row); anything Locus would not answer becomes 500. */
export function errorStatusOf(value: unknown): ErrorStatus {
  return (ERROR_STATUSES as readonly unknown[]).includes(value) ? (value as ErrorStatus) : 500;
}

/** A zod failure as `details`: every field's problem. */
export function zodProblems(error: ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** `details` for a problem with one field. */
export function fieldProblem(path: string, message: string): FieldProblem[] {
  return [{ path, message }];
}
