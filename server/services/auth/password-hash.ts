import { randomBytes, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { scryptOnThread } from "./scrypt-thread";

/**
 * Hashing for admin passwords and the site access key: scrypt with the
 * parameters stored beside the hash (`scrypt$N$r$p$salt$hash`, base64), so
 * they can be raised later without invalidating existing hashes.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Bounds on what a stored value may ask for: a corrupted or planted row must
// not make one login allocate gigabytes or spin for minutes.
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

/** scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly N=2^15, r=8, so leave room. */
function maxmemFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize * 2;
}

function deriveKey(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return scryptOnThread(secret.normalize("NFC"), salt, keyLength, options);
}

export async function hashSecret(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(COST, BLOCK_SIZE) };
  const key = await deriveKey(plain, salt, KEY_BYTES, options);
  return ["scrypt", COST, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$");
}

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, costText, blockText, parallelText, saltText = "", keyText = ""] = parts;
  const [cost, blockSize, parallelism] = [costText, blockText, parallelText].map((text) => (/^\d{1,8}$/.test(text ?? "") ? Number(text) : NaN));
  if (!cost || !blockSize || !parallelism) return null;
  // scrypt's N must be a power of two greater than 1.
  if (cost < 2 || cost > MAX_COST || (cost & (cost - 1)) !== 0) return null;
  if (blockSize > MAX_BLOCK_SIZE || parallelism > MAX_PARALLELISM) return null;
  if (!BASE64.test(saltText) || !BASE64.test(keyText)) return null;
  const salt = Buffer.from(saltText, "base64");
  const key = Buffer.from(keyText, "base64");
  if (salt.length < 8 || key.length < 16 || key.length > 64) return null;
  return { cost, blockSize, parallelism, salt, key };
}

/** True when `plain` matches `stored`; any malformed stored value is simply a mismatch. */
export async function verifySecret(plain: string, stored: string): Promise<boolean> {
  try {
    const parsed = parseHash(stored);
    if (!parsed) return false;
    const { cost, blockSize, parallelism, salt, key } = parsed;
    const options = { N: cost, r: blockSize, p: parallelism, maxmem: maxmemFor(cost, blockSize) };
    const candidate = await deriveKey(plain, salt, key.length, options);
    return timingSafeEqual(candidate, key);
  } catch {
    return false;
  }
}
