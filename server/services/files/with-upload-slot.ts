// One upload of a kind at a time, across every server process and machine: two imports or two
// backups arriving at once would fill the disk twice over and, for imports, race to queue the
// job. The slot is a session-level advisory lock on a connection of its own, held while the
// file arrives and is handed on; it ends with that connection, so a process that dies mid-upload
// never leaves it taken.
import pg from "pg";
import { AppError } from "../app-error";

export type UploadKind = "import" | "backup";

export const UPLOAD_BUSY_MESSAGES: Record<UploadKind, string> = {
  import: "Başka bir içe aktarma dosyası şu anda yükleniyor; o yükleme bitince tekrar deneyin.",
  backup: "Başka bir yedek dosyası şu anda yükleniyor; o yükleme bitince tekrar deneyin.",
};

/** The advisory lock's name, as `hashtext` turns it into a key. */
export const uploadLockName = (kind: UploadKind) => `locus:upload:${kind}`;

/** Runs `work` holding the kind's upload slot; 409 at once when another upload of the kind holds it. */
export async function withUploadSlot<T>(pool: pg.Pool, kind: UploadKind, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...pool.options, application_name: `locus ${kind} upload (pid ${process.pid})` });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS taken", [uploadLockName(kind)]);
    if (!rows[0]?.taken) throw AppError.conflict(UPLOAD_BUSY_MESSAGES[kind]);
    return await work();
  } finally {
    // Closing the session lets the lock go.
    await client.end().catch(() => undefined);
  }
}
