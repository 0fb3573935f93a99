import { sign } from "node:crypto";
import type { ServiceAccount } from "./indexing-settings-schema";

/** The only scope Locus asks for: publishing URL notifications. */
export const INDEXING_SCOPE = "https://www.googleapis.com/auth/indexing";
/** Google accepts assertions valid for at most an hour. */
const ASSERTION_LIFETIME_SECONDS = 60 * 60;

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

/**
 * The signed assertion of OAuth 2.0 for service accounts (RFC 7523): a JWT
 * signed RS256 with the account's private key, addressed to its token_uri.
 */
export function signGoogleJwt(account: ServiceAccount, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = { alg: "RS256", typ: "JWT", ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = {
    iss: account.client_email,
    scope: INDEXING_SCOPE,
    aud: account.token_uri,
    iat: issuedAt,
    exp: issuedAt + ASSERTION_LIFETIME_SECONDS,
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign("RSA-SHA256", Buffer.from(unsigned), account.private_key);
  return `${unsigned}.${base64url(signature)}`;
}
