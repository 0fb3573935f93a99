// Damaged JSON, read again with stream-json (docs/decisions/010-streaming-json.md), whose
// tokenizer says what is wrong and where. The fast readers (read-json.ts) hand the text over
// only once JSON.parse has refused it, so valid files never pay for this parser, and a
// damaged file reads exactly as it always has: the same objects, the same messages.
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { getManyValues, isMany, none } from "stream-chain/defs.js";
import { Assembler } from "stream-json/core/assembler.js";
import { jsonParser } from "stream-json/core/parser.js";
import verifyFile from "stream-json/file/verifier.js";
import { countJsonArrayRows } from "./count-json-rows";
import type { JsonItem } from "./read-json";

/** A single object larger than this is refused as a broken line rather than read into memory. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/**
 * A top-level array the fast reader could not parse after handing out its first `position`
 * elements: read again from the start, those elements skipped, up to the break. JSON cannot
 * be resynchronised after a syntax error, so the break ends the read with one error that
 * says where it is.
 */
export async function* diagnoseJsonArray(
  filePath: string,
  position: number,
  signal?: AbortSignal,
): AsyncGenerator<JsonItem> {
  const elements = new ArrayElements();
  const cutter = new ElementCutter();
  const decoder = new StringDecoder("utf8");
  let read = 0;
  const taken = function* () {
    for (const value of elements.take()) {
      if (++read > position) yield { rowNumber: read, value };
    }
  };
  let first = true;
  for await (const chunk of createReadStream(filePath, { signal }) as AsyncIterable<Buffer>) {
    let text = decoder.write(chunk);
    if (first) text = text.replace(/^\uFEFF/, "");
    first = false;
    for (const piece of cutter.pieces(text)) {
      elements.feed(piece);
      if (elements.failure) break;
    }
    yield* taken();
    if (elements.failure) break;
  }
  if (!elements.failure) elements.end(decoder.end());
  yield* taken();
  position = Math.max(position, read);
  if (!elements.failure) return;
  const line = await breakLine(filePath);
  const where = line === null ? "" : ` at line ${line}`;
  // The byte count sees the elements the parser never reached, so a break near the start
  // weighs as what it is: most of the file lost.
  const lost = Math.max(1, (await countJsonArrayRows(filePath, signal)) - position);
  yield {
    rowNumber: position + 1,
    error: `JSON is damaged${where} (${elements.failure}); object ${position + 1} and everything after it (about ${lost} objects) could not be read`,
    rows: lost,
  };
}

/**
 * One line of JSON Lines that JSON.parse refused: what it is (a blank line, a line cut off,
 * text that is not JSON), as the tokenizer reads it.
 */
export function diagnoseJsonLine(lineNumber: number, text: string): JsonItem | null {
  const line = new LineParser(lineNumber);
  line.feed(text);
  return line.finish();
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;

/**
 * Cuts the text after each element of the top-level array. The tokenizer tokenizes a piece
 * whole before it hands the tokens over, so a syntax error would take the objects completed
 * earlier in the same piece with it; fed one element at a time, it loses only the broken one.
 */
class ElementCutter {
  private depth = 0;
  private inString = false;
  private escaped = false;

  *pieces(text: string): Generator<string> {
    let start = 0;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === BACKSLASH) this.escaped = true;
        else if (code === QUOTE) this.inString = false;
        continue;
      }
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) this.depth--;
      // Back at the array's own level after a closing bracket or brace, or at a separating comma.
      if (this.depth === 1 && (code === CLOSE_BRACE || code === CLOSE_BRACKET || code === COMMA)) {
        yield text.slice(start, at + 1);
        start = at + 1;
      }
    }
    if (start < text.length) yield text.slice(start);
  }
}

/** The top-level array's elements, assembled one at a time from the parser's tokens. */
class ArrayElements {
  failure: string | null = null;
  // Packed tokens only: the assembler needs no piecewise strings, and a value is whole when it ends.
  private readonly parse = jsonParser({ streamValues: false });
  private started = false;
  private ended = false;
  private current: Assembler | null = null;
  private done: unknown[] = [];

  feed(text: string): void {
    if (text !== "") this.consume(text);
  }

  end(text: string): void {
    this.feed(text);
    if (!this.failure) this.consume(none);
    if (!this.failure && !this.ended) this.failure = "the file ends before the array is closed";
  }

  /** The elements completed since the last call. */
  take(): unknown[] {
    const taken = this.done;
    this.done = [];
    return taken;
  }

  private consume(input: string | typeof none): void {
    try {
      for (const token of tokensOf(this.parse(input as string))) this.token(token);
    } catch (error) {
      this.failure ??= messageOf(error);
    }
  }

  private token(token: Token): void {
    if (!this.started) {
      if (token.name !== "startArray") throw new Error("the file is not an array of objects");
      this.started = true;
      return;
    }
    if (this.ended) throw new Error("unexpected text after the array");
    if (!this.current) {
      if (token.name === "endArray") {
        this.ended = true;
        return;
      }
      this.current = new Assembler({ numberAsString: true });
    }
    this.current.consume(token);
    if (this.current.done) {
      this.done.push(this.current.current);
      this.current = null;
    }
  }
}

/** The line of the first syntax error, for the message; null when the verifier finds none. */
async function breakLine(filePath: string): Promise<number | null> {
  try {
    await verifyFile(filePath);
    return null;
  } catch (error) {
    const line = (error as { line?: unknown }).line;
    return typeof line === "number" ? line : null;
  }
}

const FAILED_AT_END = "end";

class LineParser {
  bytes = 0;
  // Packed tokens only: the assembler needs no piecewise strings, and a value is whole when it ends.
  private readonly parse = jsonParser({ streamValues: false });
  private readonly assembler = new Assembler({ numberAsString: true });
  private blank = true;
  private error: string | null = null;

  constructor(readonly number: number) {}

  feed(text: string): void {
    if (text === "" || this.error) return;
    this.bytes += Buffer.byteLength(text);
    if (this.blank && text.trim() === "") return;
    this.blank = false;
    if (this.bytes > MAX_LINE_BYTES) {
      this.error = `Line ${this.number} is longer than ${MAX_LINE_BYTES / 1024 / 1024} MB; it was skipped`;
      return;
    }
    this.consume(text);
  }

  finish(): JsonItem | null {
    if (this.blank) return null;
    // Text that stops inside a value fails only here, at the end of its line.
    if (!this.error) this.consume(none);
    if (this.error === FAILED_AT_END || (!this.error && !this.assembler.done)) this.error = `Line ${this.number} is cut off; it was skipped`;
    if (this.error) return { rowNumber: this.number, error: this.error };
    return { rowNumber: this.number, value: this.assembler.current };
  }

  private consume(input: string | typeof none): void {
    try {
      for (const token of tokensOf(this.parse(input as string))) this.assembler.consume(token);
    } catch (error) {
      this.error = input === none ? FAILED_AT_END : `Line ${this.number} is not valid JSON (${messageOf(error)}); it was skipped`;
    }
  }
}

type Token = Parameters<Assembler["consume"]>[0];

/** The tokenizer's output for one piece of text: nothing, one token or a batch of them. */
function tokensOf(output: unknown): readonly Token[] {
  if (output === none || output === undefined) return [];
  if (isMany(output)) return getManyValues(output) as Token[];
  return [output as Token];
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/^Parser (cannot parse input: )?/, "");
}
