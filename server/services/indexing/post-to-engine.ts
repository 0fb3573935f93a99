import http from "node:http";
import https from "node:https";
import { AppError } from "../app-error";
import { checkedLookup, EngineAddressError, requireCallableUrl, type EngineAccess } from "./engine-address";

/** How long one call to an engine or token server may take before it counts as failed. */
const ENGINE_TIMEOUT_MS = 30_000;
/** Engines answer with a few hundred bytes; more is read no further. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** How much of a refusal's body the server log keeps. */
const LOGGED_BODY_CHARS = 500;

export interface EngineAnswer {
  status: number;
  /** For the caller to read a successful answer; never shown to the admin. */
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
 * no answer at all (or an address Locus does not call) becomes an
 * EngineUnreachableError, and no request is made to such an address. A
 * refusal's body goes to the server log, shortened. Redirects are not
 * followed: they would carry the token or key to an address nobody checked.
 */
export async function postToEngine(
  url: string,
  headers: Record<string, string>,
  body: string,
  access: EngineAccess,
  signal?: AbortSignal,
): Promise<EngineAnswer> {
  const timeout = AbortSignal.timeout(ENGINE_TIMEOUT_MS);
  try {
    const target = new URL(url);
    requireCallableUrl(target, access);
    const answer = await send(target, headers, body, access, signal ? AbortSignal.any([signal, timeout]) : timeout);
    if (answer.status >= 300) {
      const where = `${target.origin}${target.pathname}`;
      access.logger.warn({ engine: where, status: answer.status, body: answer.body.slice(0, LOGGED_BODY_CHARS) }, "indexing endpoint refused a request");
    }
    return answer;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof EngineAddressError) throw new EngineUnreachableError(error.message);
    const reason = timeout.aborted ? `${ENGINE_TIMEOUT_MS / 1000} saniyede yanıt gelmedi` : causeOf(error);
    throw new EngineUnreachableError(reason);
  }
}

function send(url: URL, headers: Record<string, string>, body: string, access: EngineAccess, signal: AbortSignal): Promise<EngineAnswer> {
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        // Its own connection each time: a pooled socket would skip the address check.
        agent: false,
        lookup: checkedLookup(access),
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let finished = false;
        const finish = () => {
          finished = true;
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size < MAX_ANSWER_BYTES) return;
          finish();
          response.destroy();
        });
        response.on("end", finish);
        response.on("error", reject);
        // Cut off mid-answer (the engine closed, or the time ran out): no answer at all.
        response.on("close", () => finished || reject(new Error("the answer was cut short")));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : cause instanceof Error ? cause.message : "bağlantı kurulamadı";
}
