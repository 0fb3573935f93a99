import { z } from "zod";
import { AppError } from "../app-error";
import type { EngineAccess } from "./engine-address";
import type { ServiceAccount } from "./indexing-settings-schema";
import { postToEngine } from "./post-to-engine";
import { signGoogleJwt } from "./sign-google-jwt";

/** A token is renewed this long before Google says it expires, so a call never goes out with a dying one. */
const RENEW_BEFORE_MS = 60_000;

/**
 * What a refusal of the token server means, by its status. Its own words (the OAuth error and
 * description) go to the server log only: the token_uri is the admin's setting, and whatever
 * answers there must not have its text shown back in the back office.
 */
const REFUSALS: Record<number, string> = {
  400: "hizmet hesabı kabul edilmedi; anahtar geçersiz, silinmiş veya hesap devre dışı olabilir",
  401: "hizmet hesabı tanınmadı",
  403: "hizmet hesabına izin verilmedi",
  404: "token_uri adresinde bir erişim anahtarı sunucusu yok",
  429: "çok fazla istek, daha sonra tekrar deneyin",
};

const tokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().default(3600) });

/** The token exchange failed (502); the message says why, in the admin's words. */
export class GoogleTokenError extends AppError {
  constructor(
    message: string,
    /** The token server's own status; null when it did not answer. */
    readonly httpStatus: number | null,
  ) {
    super(502, message);
  }
}

// Per process, per account: a new key or account gets its own token.
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** An access token for the account, from the cache or by exchanging a freshly signed JWT at its token_uri. */
export async function fetchGoogleToken(account: ServiceAccount, access: EngineAccess, signal?: AbortSignal): Promise<string> {
  const cacheKey = `${account.token_uri}|${account.client_email}|${account.private_key_id ?? account.private_key.length}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt - RENEW_BEFORE_MS > Date.now()) return cached.token;

  const form = new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion: signGoogleJwt(account) });
  let answer;
  try {
    answer = await postToEngine(account.token_uri, { "Content-Type": "application/x-www-form-urlencoded" }, form.toString(), access, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GoogleTokenError(`Google erişim anahtarı alınamadı: ${(error as Error).message}`, null);
  }
  const parsed = answer.status === 200 ? tokenAnswerSchema.safeParse(parseJson(answer.body)) : null;
  if (!parsed?.success) {
    throw new GoogleTokenError(`Google erişim anahtarı alınamadı (${answer.status}): ${refusalText(answer.status)}.`, answer.status);
  }
  tokens.set(cacheKey, { token: parsed.data.access_token, expiresAt: Date.now() + parsed.data.expires_in * 1000 });
  return parsed.data.access_token;
}

/** Forgets cached tokens (tests, and a key that Google stopped accepting). */
export function forgetGoogleTokens(): void {
  tokens.clear();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function refusalText(status: number): string {
  if (status === 200) return "yanıt anlaşılamadı";
  return REFUSALS[status] ?? (status >= 500 ? "sunucu hata verdi" : "beklenmeyen yanıt");
}
