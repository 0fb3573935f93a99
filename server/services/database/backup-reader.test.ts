import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BACKUP_MESSAGES } from "./backup-errors";
import { BackupReader } from "./backup-reader";

const FILE = 'header line\na\t1\n\\\\.\tnot an end\n\\.\n\\.\nb\t\\N\n\\.\n{"end":true}\n';

/** The same bytes cut into chunks of `size`, as a file or gunzip hands them over. */
function readerOf(text: string, size: number): BackupReader {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return new BackupReader(Readable.from(chunks));
}

async function collect(section: AsyncGenerator<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of section) parts.push(part);
  return Buffer.concat(parts).toString();
}

describe("BackupReader", () => {
  it.each([1, 2, 3, 5, 1024])("splits header, sections and trailer whatever the chunk size (%i)", async (size) => {
    const reader = readerOf(FILE, size);
    expect(await reader.readLine()).toBe("header line");
    expect(await collect(reader.section())).toBe("a\t1\n\\\\.\tnot an end\n");
    expect(await collect(reader.section())).toBe("");
    expect(await collect(reader.section())).toBe("b\t\\N\n");
    expect(await reader.readLine()).toBe('{"end":true}');
    expect(await reader.atEnd()).toBe(true);
  });

  it("calls a file cut off inside a table damaged", async () => {
    const reader = readerOf("header\na\t1\nb\t2\n", 4);
    await reader.readLine();
    await expect(collect(reader.section())).rejects.toThrow(BACKUP_MESSAGES.damaged);
  });

  it("calls a file that ends before the trailer damaged", async () => {
    const reader = readerOf("header\n\\.\n", 4);
    await reader.readLine();
    await collect(reader.section());
    await expect(reader.readLine()).rejects.toThrow(BACKUP_MESSAGES.damaged);
  });

  it("turns a failing source into the given message", async () => {
    const failing = new Readable({ read() { this.destroy(new Error("incorrect header check")); } });
    await expect(new BackupReader(failing).readLine(BACKUP_MESSAGES.notBackup)).rejects.toThrow(BACKUP_MESSAGES.notBackup);
  });
});
