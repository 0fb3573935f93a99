import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { protectDataFiles } from "./protect-data-files";

const logger = createLogger("silent");
const modeOf = async (target: string) => (await stat(target)).mode & 0o777;

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "locus-protect-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** A file or folder as an older version left it: readable by every local user. */
async function open(target: string, kind: "file" | "folder") {
  if (kind === "folder") await mkdir(target, { recursive: true });
  else await writeFile(target, "secret");
  await chmod(target, kind === "folder" ? 0o755 : 0o644);
}

describe("protectDataFiles", () => {
  it("makes existing backups, uploads and the key file private: folders 0700, files 0600", async () => {
    const backupDir = path.join(dataDir, "backups");
    const uploadDir = path.join(dataDir, "uploads");
    await open(backupDir, "folder");
    await open(path.join(backupDir, "locus-backup-20260110-122430-1a2b3c.gz"), "file");
    await open(uploadDir, "folder");
    await open(path.join(uploadDir, "nested"), "folder");
    await open(path.join(uploadDir, "nested", "x.upload"), "file");
    await open(path.join(dataDir, "secret.key"), "file");

    await protectDataFiles({ dataDir, backupDir, uploadDir }, logger);

    expect(await modeOf(backupDir)).toBe(0o700);
    expect(await modeOf(path.join(backupDir, "locus-backup-20260110-122430-1a2b3c.gz"))).toBe(0o600);
    expect(await modeOf(uploadDir)).toBe(0o700);
    expect(await modeOf(path.join(uploadDir, "nested"))).toBe(0o700);
    expect(await modeOf(path.join(uploadDir, "nested", "x.upload"))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, "secret.key"))).toBe(0o600);
  });

  it("creates missing folders private and leaves DATA_DIR itself as it was", async () => {
    await chmod(dataDir, 0o711);
    const backupDir = path.join(dataDir, "shared", "backups");
    await protectDataFiles({ dataDir, backupDir, uploadDir: path.join(dataDir, "uploads") }, logger);
    expect(await modeOf(backupDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "uploads"))).toBe(0o700);
    expect(await modeOf(dataDir)).toBe(0o711);
  });

  it("does not close DATA_DIR when a folder is DATA_DIR or above it: the embedded PostgreSQL must pass through", async () => {
    const inner = path.join(dataDir, "data");
    await mkdir(inner);
    await chmod(inner, 0o711);
    await chmod(dataDir, 0o755);
    await protectDataFiles({ dataDir: inner, backupDir: inner, uploadDir: dataDir }, logger);
    expect(await modeOf(inner)).toBe(0o711);
    expect(await modeOf(dataDir)).toBe(0o755);
  });
});
