// Reads a backup file front to back with bounded memory: the header and trailer lines, and
// each table's COPY text as a stream of chunks that ends at its `\.` line. Any read failure
// (bad gzip data, a file cut off mid-stream) surfaces as a 400 AppError.
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { AppError } from "../app-error";
import { BACKUP_MESSAGES } from "./backup-errors";
import { MAX_META_LINE_BYTES } from "./backup-format";

const NEWLINE = 0x0a;
/** A table's data ends at a line that is exactly `\.`: after a newline, or first thing in the section. */
const TERMINATOR = Buffer.from("\n\\.\n");
const LEADING_TERMINATOR = TERMINATOR.subarray(1);

export class BackupReader {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;
  private readonly chunks: AsyncIterator<Buffer>;
  private readonly close: () => void;

  constructor(source: AsyncIterable<Buffer> & { destroy?: () => void }) {
    this.chunks = source[Symbol.asyncIterator]();
    this.close = () => source.destroy?.();
  }

  /** Reads a backup file through gunzip. */
  static open(filePath: string): BackupReader {
    const gunzip = createGunzip();
    const file = createReadStream(filePath);
    file.on("error", (error) => gunzip.destroy(error));
    return new BackupReader(file.pipe(gunzip));
  }

  /** One line without its newline; `message` when the file ends first or the line is too long. */
  async readLine(message: string = BACKUP_MESSAGES.damaged): Promise<string> {
    for (;;) {
      const end = this.buffer.indexOf(NEWLINE);
      if (end >= 0) {
        const line = this.buffer.subarray(0, end).toString("utf8");
        this.buffer = this.buffer.subarray(end + 1);
        return line;
      }
      if (this.buffer.length > MAX_META_LINE_BYTES || !(await this.fill(message))) throw AppError.badInput(message);
    }
  }

  /** A table's COPY text in chunks, up to (not including) its `\.` line, which is consumed. */
  async *section(): AsyncGenerator<Buffer> {
    while (this.buffer.length < LEADING_TERMINATOR.length) {
      if (!(await this.fill())) throw AppError.badInput(BACKUP_MESSAGES.damaged);
    }
    if (this.buffer.subarray(0, LEADING_TERMINATOR.length).equals(LEADING_TERMINATOR)) {
      this.buffer = this.buffer.subarray(LEADING_TERMINATOR.length);
      return;
    }
    for (;;) {
      const at = this.buffer.indexOf(TERMINATOR);
      if (at >= 0) {
        const rows = this.buffer.subarray(0, at + 1);
        this.buffer = this.buffer.subarray(at + TERMINATOR.length);
        yield rows;
        return;
      }
      // Keep the last bytes: they may be the start of a terminator split across chunks.
      const keep = TERMINATOR.length - 1;
      if (this.buffer.length > keep) {
        const rows = this.buffer.subarray(0, this.buffer.length - keep);
        this.buffer = this.buffer.subarray(this.buffer.length - keep);
        yield rows;
      }
      if (!(await this.fill())) throw AppError.badInput(BACKUP_MESSAGES.damaged);
    }
  }

  /** True when nothing but the end of the file is left. */
  async atEnd(): Promise<boolean> {
    while (this.buffer.length === 0) if (!(await this.fill())) return true;
    return false;
  }

  destroy(): void {
    this.close();
  }

  private async fill(message: string = BACKUP_MESSAGES.damaged): Promise<boolean> {
    if (this.ended) return false;
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch {
      throw AppError.badInput(message);
    }
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.length === 0 ? next.value : Buffer.concat([this.buffer, next.value]);
    return true;
  }
}
