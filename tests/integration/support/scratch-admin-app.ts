import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createAdminSession } from "./admin-session";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";
import { startTestApp, type TestApp } from "./test-app";

export interface ScratchAdminApp {
  scratch: ScratchDatabase;
  app: TestApp;
  /** an admin session's cookie header */
  cookie: string;
  /** the app's own Origin, for changing calls */
  origin: string;
  /** DATA_DIR of this app: backups (backups/) and uploads (uploads/) land here, not in the checkout's data/ */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The app on a database of its own (for tests that reset or restore every table) with a
 * temporary DATA_DIR and a signed-in admin.
 */
export async function startScratchAdminApp(name: string): Promise<ScratchAdminApp> {
  const scratch = await createScratchDatabase(name);
  const app = await startTestApp(scratch.url);
  const dataDir = await mkdtemp(path.join(tmpdir(), `locus-${name}-`));
  Object.assign(app.ctx.config, { dataDir, backupDir: path.join(dataDir, "backups"), uploadDir: path.join(dataDir, "uploads") });
  const { cookie } = await createAdminSession(app);
  return {
    scratch,
    app,
    cookie,
    origin: new URL(app.url("/")).origin,
    dataDir,
    async close() {
      await app.close();
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
