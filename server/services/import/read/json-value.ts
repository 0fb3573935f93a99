// One JSON value cut out of a file's bytes and handed to JSON.parse, which builds it many
// times faster than a tokenizer written in JavaScript. Numbers must stay the text the file
// wrote (a 19-20 digit id would lose digits in a float, and a CSV cell gives "4.50" as text
// too), so the scan that finds where the value ends also notes where its numbers are, and
// they are quoted before parsing. The scan checks what quoting could hide (a number where a
// key belongs, a malformed number), so text JSON.parse accepts is valid JSON as written.

const QUOTE = 0x22;
const SPACE = 0x20;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;

/** JSON's own whitespace: space, tab, line feed, carriage return. */
export function isJsonSpace(byte: number): boolean {
  return byte === SPACE || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/** A byte that ends a bare value (number, true, false, null) at the top of the value. */
function endsBareValue(byte: number): boolean {
  return isJsonSpace(byte) || byte === COMMA || byte === CLOSE_BRACKET || byte === CLOSE_BRACE;
}

function isDigit(byte: number): boolean {
  return byte >= ZERO && byte <= NINE;
}

// The number grammar, one byte at a time: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
const NO_NUMBER = 0;
const SIGN = 1;
const LEADING_ZERO = 2;
const INTEGER = 3;
const POINT = 4;
const FRACTION = 5;
const EXPONENT_MARK = 6;
const EXPONENT_SIGN = 7;
const EXPONENT = 8;
const BAD_NUMBER = 9;

function numberStep(state: number, byte: number): number {
  const digit = isDigit(byte);
  switch (state) {
    case NO_NUMBER:
      return byte === MINUS ? SIGN : byte === ZERO ? LEADING_ZERO : digit ? INTEGER : BAD_NUMBER;
    case SIGN:
      return byte === ZERO ? LEADING_ZERO : digit ? INTEGER : BAD_NUMBER;
    case LEADING_ZERO:
    case INTEGER:
      if (digit) return state === INTEGER ? INTEGER : BAD_NUMBER;
      return byte === DOT ? POINT : byte === LOWER_E || byte === UPPER_E ? EXPONENT_MARK : BAD_NUMBER;
    case POINT:
    case FRACTION:
      if (digit) return FRACTION;
      return state === FRACTION && (byte === LOWER_E || byte === UPPER_E) ? EXPONENT_MARK : BAD_NUMBER;
    case EXPONENT_MARK:
      return byte === PLUS || byte === MINUS ? EXPONENT_SIGN : digit ? EXPONENT : BAD_NUMBER;
    case EXPONENT_SIGN:
    case EXPONENT:
      return digit ? EXPONENT : BAD_NUMBER;
    default:
      return BAD_NUMBER;
  }
}

function isNumberByte(byte: number): boolean {
  return isDigit(byte) || byte === MINUS || byte === PLUS || byte === DOT || byte === LOWER_E || byte === UPPER_E;
}

function isWholeNumber(state: number): boolean {
  return state === LEADING_ZERO || state === INTEGER || state === FRACTION || state === EXPONENT;
}

const IN_OBJECT = 1;
const IN_ARRAY = 2;

/** Where the bytes of a value are copied with their numbers quoted, reused up to this size. */
const SCRATCH_BYTES = 1024 * 1024;
const scratch = Buffer.allocUnsafe(SCRATCH_BYTES);

/**
 * The bytes of one value, fed piece by piece as the file is read. `scan` finds where it
 * ends; `parse` builds it. Only the value's own bytes are held, so memory follows the
 * largest value, not the file.
 */
export class JsonValue {
  /** Bytes of the value so far. */
  size = 0;
  /** Set once the text is certainly not valid JSON (JSON.parse is then not asked). */
  invalid = false;
  /** An object or an array, which ends with its own bracket. */
  isContainer = false;
  private readonly pieces: Buffer[] = [];
  /** Start and end offsets (within the value) of each number, to be quoted. */
  private readonly numbers: number[] = [];
  private readonly containers: number[] = [];
  private started = false;
  private bare = false;
  private inString = false;
  private escaped = false;
  /** The last byte outside strings that was not whitespace; 0 before the first. */
  private previous = 0;
  private number = NO_NUMBER;
  private numberStart = 0;

  /**
   * Reads bytes[from, to) as the continuation of the value (its first byte must not be
   * whitespace). Returns the offset just past the value's end, or -1 when it goes on; the
   * bytes up to there are kept.
   */
  scan(bytes: Buffer, from: number, to: number): number {
    const end = this.findEnd(bytes, from, to);
    const stop = end === -1 ? to : end;
    if (stop > from) this.pieces.push(bytes.subarray(from, stop));
    this.size += stop - from;
    return end;
  }

  /** The end of the input ends a bare value (a number or a literal) that nothing followed. */
  finish(): boolean {
    if (this.number !== NO_NUMBER) this.endNumber(this.number, this.size);
    this.number = NO_NUMBER;
    return this.started && this.bare && !this.inString;
  }

  /** The parsed value; null when the text is not valid JSON. */
  parse(): { value: unknown } | null {
    if (this.invalid) return null;
    try {
      return { value: JSON.parse(this.text()) as unknown };
    } catch {
      return null;
    }
  }

  /** The value's text with every number in quotes. */
  private text(): string {
    const length = this.size + this.numbers.length;
    // A rare huge value gets a buffer of its own, so that it is not held after it is read.
    const target = length <= SCRATCH_BYTES ? scratch : Buffer.allocUnsafe(length);
    let written = 0;
    let offset = 0;
    let next = 0;
    for (const piece of this.pieces) {
      let at = 0;
      // Each number boundary inside this piece gets a quote.
      while (next < this.numbers.length && this.numbers[next]! <= offset + piece.length) {
        const cut = this.numbers[next]! - offset;
        written += piece.copy(target, written, at, cut);
        target[written++] = QUOTE;
        at = cut;
        next++;
      }
      written += piece.copy(target, written, at);
      offset += piece.length;
    }
    return target.toString("utf8", 0, written);
  }

  private findEnd(bytes: Buffer, from: number, to: number): number {
    if (!this.started) this.start(bytes[from]!);
    // State lives in locals while the loop runs: this is the one loop that sees every byte.
    const containers = this.containers;
    const base = this.size - from;
    const bare = this.bare;
    let inString = this.inString;
    let number = this.number;
    let at = from;
    let end = -1;
    // A backslash that ended the previous piece escapes this piece's first byte.
    if (this.escaped) {
      this.escaped = false;
      at++;
    }
    bytes: while (at < to) {
      if (inString) {
        // Most of a file is text, where only a quote or a backslash matters.
        for (;;) {
          if (at >= to) break bytes;
          const byte = bytes[at++]!;
          if (byte === QUOTE) break;
          if (byte !== BACKSLASH) continue;
          if (at === to) {
            this.escaped = true;
            break bytes;
          }
          at++;
        }
        inString = false;
        if (containers.length === 0) {
          end = at;
          break;
        }
        continue;
      }
      const byte = bytes[at]!;
      if (number !== NO_NUMBER) {
        if (isNumberByte(byte)) {
          number = numberStep(number, byte);
          at++;
          continue;
        }
        this.endNumber(number, base + at);
        number = NO_NUMBER;
      }
      if (bare && containers.length === 0 && endsBareValue(byte)) {
        end = at;
        break;
      }
      at++;
      if (isJsonSpace(byte)) {
        // Indentation comes in runs of spaces.
        while (at < to && bytes[at] === SPACE) at++;
        continue;
      }
      if (byte === QUOTE) inString = true;
      else if (byte === MINUS || isDigit(byte)) number = this.startNumber(base + at - 1, byte);
      else if (byte === OPEN_BRACE) containers.push(IN_OBJECT);
      else if (byte === OPEN_BRACKET) containers.push(IN_ARRAY);
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        containers.pop();
        if (containers.length === 0) {
          end = at;
          break;
        }
      }
      this.previous = byte;
    }
    this.inString = inString;
    this.number = number;
    return end;
  }

  /** The first byte tells what kind of value this is. */
  private start(first: number): void {
    this.started = true;
    this.isContainer = first === OPEN_BRACE || first === OPEN_BRACKET;
    this.bare = !this.isContainer && first !== QUOTE;
  }

  /** Checks where a number starts; returns the number grammar's first state. */
  private startNumber(offset: number, byte: number): number {
    // Quoted, a number would also pass where JSON allows only a key or nothing at all.
    const depth = this.containers.length;
    const previous = this.previous;
    const afterItem = previous === COMMA && this.containers[depth - 1] === IN_ARRAY;
    const valuePlace = depth === 0 ? previous === 0 : previous === COLON || previous === OPEN_BRACKET || afterItem;
    if (!valuePlace) this.invalid = true;
    this.numberStart = offset;
    return numberStep(NO_NUMBER, byte);
  }

  private endNumber(state: number, offset: number): void {
    if (!isWholeNumber(state)) this.invalid = true;
    this.numbers.push(this.numberStart, offset);
  }
}
