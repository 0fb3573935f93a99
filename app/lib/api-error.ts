// A refused API call as the browser sees it: the server answers every error as
// `{ error, details? }` with its status, and this is that answer as one error class.

/** One field's problem in `details`: its dotted path ("0.code", "googleAnalytics") and message. */
export interface FieldProblem {
  path: string;
  message: string;
}

export const UNREACHABLE_MESSAGE = "Sunucuya ulaşılamadı.";

export class ApiError extends Error {
  /** `status` 0: no answer at all (network down, server gone). */
  constructor(
    readonly status: number,
    message: string,
    readonly details: unknown = undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The spec's '{status}: {message}' for screens that word a refusal so; without an answer, the message. */
  get statusLine(): string {
    return this.status === 0 ? this.message : `${this.status}: ${this.message}`;
  }

  /** Field messages of a refused save; empty when `details` is not a list of them. */
  fieldProblems(): FieldProblem[] {
    if (!Array.isArray(this.details)) return [];
    const isProblem = (detail: Partial<FieldProblem> | null): detail is FieldProblem =>
      typeof detail?.path === "string" && typeof detail.message === "string";
    return this.details.filter(isProblem);
  }
}

/** A refused answer as an ApiError: its `error` and `details`, or the text of a body that is not the API's. */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  const answer = parseJson(text) as { error?: unknown; details?: unknown } | null;
  if (typeof answer?.error === "string") return new ApiError(res.status, answer.error, answer.details);
  return new ApiError(res.status, plainText(text) ?? (res.statusText || `HTTP ${res.status}`));
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A short plain-text body is shown; an HTML error page says nothing useful in a toast. */
function plainText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed && !trimmed.startsWith("<") && !trimmed.startsWith("{") ? trimmed.slice(0, 300) : null;
}

/**
 * What a toast says about a failed call: the spec's '{status}: {message}' for a refusal; for
 * no answer at all (or any other error) `fallback` when given, else the error's own words.
 */
export function describeError(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && (error.status !== 0 || fallback === undefined)) return error.statusLine;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}
