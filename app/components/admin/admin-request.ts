// JSON calls of the back-office screens: same-origin, with the admin's session cookie. A
// refused call throws with the server's own (Turkish) message and its field details.

export interface FieldProblem {
  path: string;
  message: string;
}

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: unknown = undefined,
  ) {
    super(message);
  }

  /** Field messages of a refused save, keyed by their dotted path ("0.code", "googleAnalytics"). */
  fieldProblems(): FieldProblem[] {
    return Array.isArray(this.details) ? (this.details as FieldProblem[]).filter((detail) => typeof detail?.path === "string") : [];
  }
}

export const UNREACHABLE_MESSAGE = "Sunucuya ulaşılamadı.";

/** `payload` goes as JSON, or as it is when it is a form (a file upload). */
export async function adminRequest<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, payload?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (payload instanceof FormData) body = payload;
  else if (payload !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(payload);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: "same-origin", headers, body });
  } catch {
    throw new AdminApiError(0, UNREACHABLE_MESSAGE);
  }
  const text = await res.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!res.ok) {
    const refusal = (answer ?? {}) as { error?: unknown; details?: unknown };
    throw new AdminApiError(res.status, typeof refusal.error === "string" ? refusal.error : `${res.status}: ${res.statusText}`, refusal.details);
  }
  return answer as T;
}
