import { randomBytes } from "node:crypto";
import { chmod, readFile, rename, rm, writeFile } from "node:fs/promises";
import { embeddedSecretFile } from "./embedded-address";

/**
 * The app role's password for the cluster in `dataDir`: read from its 0600 file, or made
 * (256 random bits) and written there on the first start. The file is written beside and
 * renamed into place, so a crash never leaves half a secret.
 */
export async function ensureEmbeddedSecret(dataDir: string): Promise<string> {
  const file = embeddedSecretFile(dataDir);
  const existing = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (existing?.trim()) {
    // A copy restored with looser modes is closed again.
    await chmod(file, 0o600);
    return existing.trim();
  }
  const secret = randomBytes(32).toString("base64url");
  const draft = `${file}.${process.pid}.new`;
  try {
    await writeFile(draft, `${secret}\n`, { mode: 0o600, flag: "wx" });
    await rename(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
  return secret;
}
