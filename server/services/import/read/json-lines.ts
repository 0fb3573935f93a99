// JSON Lines cut into lines as the file's bytes arrive; each line is parsed on its own with
// JSON.parse (numbers kept as text, see json-value.ts), so a damaged line cannot spoil the
// next. A line JSON.parse refuses is described by stream-json (json-diagnosis.ts).
import { diagnoseJsonLine } from "./json-diagnosis";
import type { JsonItem } from "./read-json";
import { isJsonSpace, JsonValue } from "./json-value";

const LINE_FEED = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];

/** A line's item and the file offset just past the line. */
export interface Line {
  item: JsonItem;
  end: number;
}

export class LineCutter {
  private number = 1;
  private offset = 0;
  /** The line's bytes from its first one that is not blank. */
  private pieces: Buffer[] = [];
  private bytes = 0;
  private blank = true;
  private tooLong = false;

  constructor(private readonly maxLineBytes: number) {}

  private get maxLineMegabytes(): number {
    return this.maxLineBytes / 1024 / 1024;
  }

  /** The lines completed in this piece of the file (blank lines leave nothing). */
  feed(chunk: Buffer): Line[] {
    const lines: Line[] = [];
    let start = this.offset === 0 && BOM.every((byte, index) => chunk[index] === byte) ? BOM.length : 0;
    for (;;) {
      const end = chunk.indexOf(LINE_FEED, start);
      this.take(chunk.subarray(start, end === -1 ? chunk.length : end));
      if (end === -1) break;
      const item = this.finishLine();
      if (item) lines.push({ item, end: this.offset + end + 1 });
      start = end + 1;
    }
    this.offset += chunk.length;
    return lines;
  }

  /** The last line, which no line feed ended. */
  end(): Line[] {
    const item = this.finishLine();
    return item ? [{ item, end: this.offset }] : [];
  }

  private take(piece: Buffer): void {
    if (piece.length === 0) return;
    this.bytes += piece.length;
    if (this.tooLong || (this.blank && isBlank(piece))) return;
    this.blank = false;
    if (this.bytes > this.maxLineBytes) {
      // Refused whatever it holds: its bytes are not kept.
      this.tooLong = true;
      this.pieces = [];
      return;
    }
    this.pieces.push(piece);
  }

  private finishLine(): JsonItem | null {
    const number = this.number++;
    const { pieces, blank, tooLong } = this;
    this.pieces = [];
    this.bytes = 0;
    this.blank = true;
    this.tooLong = false;
    if (blank) return null;
    if (tooLong) return { rowNumber: number, error: `Line ${number} is longer than ${this.maxLineMegabytes} MB; it was skipped` };
    const parsed = parseLine(pieces);
    if (parsed) return { rowNumber: number, value: parsed.value };
    return diagnoseJsonLine(number, Buffer.concat(pieces).toString("utf8"));
  }
}

/** One value and nothing but whitespace around it; null when that is not what the line holds. */
function parseLine(pieces: readonly Buffer[]): { value: unknown } | null {
  let value: JsonValue | null = null;
  let ended = false;
  for (const piece of pieces) {
    let at = 0;
    while (at < piece.length) {
      if (ended || !value) {
        if (isJsonSpace(piece[at]!)) {
          at++;
          continue;
        }
        if (ended) return null;
        value = new JsonValue();
      }
      const end = value.scan(piece, at, piece.length);
      if (end === -1) break;
      ended = true;
      at = end;
    }
  }
  if (!value || (!ended && !value.finish())) return null;
  return value.parse();
}

/** Whitespace only, as String.prototype.trim sees it (decoded only when a byte is not ASCII). */
function isBlank(piece: Buffer): boolean {
  for (const byte of piece) {
    if (byte === 0x20 || (byte >= 0x09 && byte <= 0x0d)) continue;
    return byte >= 0x80 && piece.toString("utf8").trim() === "";
  }
  return true;
}
