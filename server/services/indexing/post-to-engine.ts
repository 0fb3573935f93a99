import { AppError } from "../app-error";

/** How long one call to an engine or token server may take before it counts as failed. */
const ENGINE_TIMEOUT_MS = 30_000;

export interface EngineAnswer {
  status: number;
  body: string;
}

/** The engine could not be reached or did not answer in time (502); callers record it as an outcome. */
export class EngineUnreachableError extends AppError {
  constructor(reason: string) {
    super(502, reason);
  }
}

/**
 * One POST to a search engine; an answer of any status comes back as it is,
 * no answer at all becomes an EngineUnreachableError. Redirects are not
 * followed: they would carry the token or key to an address nobody checked.
 */
export async function postToEngine(url: string, headers: Record<string, string>, body: string, signal?: AbortSignal): Promise<EngineAnswer> {
  const timeout = AbortSignal.timeout(ENGINE_TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const reason = timeout.aborted ? `${ENGINE_TIMEOUT_MS / 1000} saniyede yanıt gelmedi` : causeOf(error);
    throw new EngineUnreachableError(reason);
  }
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : cause instanceof Error ? cause.message : "bağlantı kurulamadı";
}
