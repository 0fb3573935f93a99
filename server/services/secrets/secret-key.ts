// The key that seals secrets Locus keeps in its database (the Google service account's private
// key), so that a backup file or a copy of the database alone does not give them away. It
// never goes into the database or a backup: it is SECRET_KEY from the environment, or else
// DATA_DIR/secret.key, made on first use (32 random bytes as base64 text, 0600). Machines that
// share one database must share the key: copy the file's text into SECRET_KEY on each.
import { hkdfSync, randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";
import { PRIVATE_FILE_MODE } from "../files/private-files";

export const SECRET_KEY_FILE = "secret.key";
/** Shortest secret text accepted, in characters: 32 random bytes as base64 are 44. */
export const MIN_SECRET_TEXT = 32;

export type SecretKeyConfig = Pick<Config, "SECRET_KEY" | "dataDir">;

// The key of a source never changes while the process runs: it is derived once per source.
const derived = new Map<string, Promise<Buffer>>();

/** The 256-bit key for AES-256-GCM, from SECRET_KEY or the data directory's key file. */
export function secretKey(config: SecretKeyConfig): Promise<Buffer> {
  const source = config.SECRET_KEY === undefined ? `file:${secretKeyPath(config)}` : `env:${config.SECRET_KEY}`;
  let key = derived.get(source);
  if (!key) {
    key = (config.SECRET_KEY === undefined ? readOrCreateKeyFile(secretKeyPath(config)) : Promise.resolve(config.SECRET_KEY)).then(deriveKey);
    key.catch(() => derived.delete(source));
    derived.set(source, key);
  }
  return key;
}

export function secretKeyPath(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, SECRET_KEY_FILE);
}

/** Any text of enough entropy works as SECRET_KEY; HKDF turns it into the cipher's key. */
function deriveKey(text: string): Buffer {
  return Buffer.from(hkdfSync("sha256", text, "locus", "locus secrets at rest v1", 32));
}

async function readOrCreateKeyFile(file: string): Promise<string> {
  const existing = await readKeyFile(file);
  if (existing !== null) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole under a name of its own, then linked into place: link() fails when the file
  // exists, so processes starting at once agree on the first one's key and never read half a file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, `${randomBytes(32).toString("base64")}\n`, { mode: PRIVATE_FILE_MODE, flag: "wx" });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const created = await readKeyFile(file);
  if (created === null) throw new Error(`${file} vanished while it was being created`);
  return created;
}

async function readKeyFile(file: string): Promise<string | null> {
  let text: string;
  try {
    text = (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (text.length < MIN_SECRET_TEXT) throw new Error(`${file} holds no usable key (fewer than ${MIN_SECRET_TEXT} characters); restore it or set SECRET_KEY`);
  return text;
}
