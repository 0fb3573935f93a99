// AES-256-GCM sealing of short secrets kept in the database. The sealed text carries its own
// random nonce and authentication tag; `purpose` is bound in as additional data, so a sealed
// value copied into another field does not open there.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** `v1.<nonce>.<tag>.<ciphertext>`, each part base64url. */
export function sealSecret(plain: string, key: Buffer, purpose: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), data].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The secret, or null when it was sealed with another key (or for another purpose) or is damaged. */
export function openSecret(sealed: string, key: Buffer, purpose: string): string | null {
  const [version, nonce, tag, data, ...rest] = sealed.split(".");
  if (version !== VERSION || nonce === undefined || tag === undefined || data === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
