import { describe, expect, it } from "vitest";
import { backupPath, isBackupName, newBackupName } from "./backup-names";

describe("backup names", () => {
  it("makes names that carry the UTC time and pass the check", () => {
    const name = newBackupName(new Date("2026-01-10T12:24:30.123Z"));
    expect(name).toMatch(/^locus-backup-20260110-122430-[0-9a-f]{6}\.gz$/);
    expect(isBackupName(name)).toBe(true);
  });

  it("gives two backups of the same second different names", () => {
    const at = new Date();
    expect(newBackupName(at)).not.toBe(newBackupName(at));
  });

  it.each([
    "../locus-backup-20260110-122430-1a2b3c.gz",
    "locus-backup-20260110-122430-1a2b3c.gz/..",
    "locus-backup-20260110-122430-1A2B3C.gz",
    "locus-backup-20260110-122430-1a2b3c.gz.partial",
    "locus-backup-2026011-122430-1a2b3c.gz",
    "passwd",
    "",
  ])("refuses %j", (name) => {
    expect(isBackupName(name)).toBe(false);
    expect(() => backupPath("/data/backups", name)).toThrow();
  });

  it("keeps a good name inside the backups folder", () => {
    expect(backupPath("/data/backups", "locus-backup-20260110-122430-1a2b3c.gz")).toBe("/data/backups/locus-backup-20260110-122430-1a2b3c.gz");
  });
});
