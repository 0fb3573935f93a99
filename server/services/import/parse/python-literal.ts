// Scrapers written in Python put nested values into spreadsheet cells as `repr()` text:
// {'Monday': ['11AM–3PM'], 'Wi-Fi': True, 'x': None}. JSON.parse refuses that, and eval
// would run whatever a file contains, so this is a small parser for data literals only:
// JSON plus Python's quotes, escapes, True/False/None, tuples, nan/inf and trailing commas.
import { decodeEscape } from "./literal-escapes";
import { setOwn } from "./own-property";

/** Deeper nesting than any scraper writes: refuse instead of exhausting the stack. */
const MAX_DEPTH = 64;

const KEYWORDS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ["True", true], ["False", false], ["None", null],
  ["true", true], ["false", false], ["null", null],
  // pandas writes an empty cell as nan: it means "no value", not a number.
  ["nan", null], ["NaN", null],
  ["inf", Infinity], ["Infinity", Infinity],
]);

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
const CLOSERS: Readonly<Record<string, string>> = { "[": "]", "(": ")" };

class NotALiteral extends Error {}

/** JSON or a Python literal as a value; `undefined` when the text is neither (the caller reports it). */
export function parseLooseValue(text: string): unknown {
  if (typeof text !== "string") return undefined;
  // Most files carry JSON, which the engine's own parser reads many times faster.
  if (!text.includes("'") && nestingAtMost(text, MAX_DEPTH)) {
    try {
      return JSON.parse(text);
    } catch {
      // Python's True/None, tuples, trailing commas ...: the literal reader below.
    }
  }
  const reader = new LiteralReader(text);
  try {
    const value = reader.value(0);
    reader.end();
    return value;
  } catch (error) {
    if (error instanceof NotALiteral) return undefined;
    throw error;
  }
}

/** Bracket depth counted without regard to strings: an overestimate, so a safe filter. */
function nestingAtMost(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return false;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return true;
}

class LiteralReader {
  private readonly text: string;
  private pos = 0;

  constructor(text: string) {
    this.text = text;
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw new NotALiteral();
    const char = this.peek();
    if (char === "{") return this.dict(depth);
    if (char === "[" || char === "(") return this.list(depth, char);
    if (char === "'" || char === '"') return this.string();
    if ((char === "u" || char === "U") && /['"]/.test(this.text[this.pos + 1] ?? "")) {
      this.pos += 1; // Python 2's u'…' prefix
      return this.string();
    }
    if (char === "-" && /[A-Za-z]/.test(this.text[this.pos + 1] ?? "")) return this.negativeInfinity();
    if (/[-+.\d]/.test(char)) return this.number();
    return this.keyword();
  }

  end(): void {
    if (this.peek() !== "") throw new NotALiteral();
  }

  private dict(depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.pos += 1;
    while (this.peek() !== "}") {
      const key = this.value(depth + 1);
      if (key !== null && typeof key === "object") throw new NotALiteral(); // tuple keys: not data we use
      this.expect(":");
      setOwn(result, String(key), this.value(depth + 1));
      if (!this.comma("}")) break;
    }
    this.expect("}");
    return result;
  }

  private list(depth: number, open: string): unknown[] {
    const close = CLOSERS[open]!;
    const items: unknown[] = [];
    this.pos += 1;
    while (this.peek() !== close) {
      items.push(this.value(depth + 1));
      if (!this.comma(close)) break;
    }
    this.expect(close);
    return items;
  }

  /** After an item: true when a comma follows (a trailing one before `close` is fine). */
  private comma(close: string): boolean {
    if (this.peek() !== ",") return false;
    this.pos += 1;
    return this.peek() !== close;
  }

  private string(): string {
    const { text } = this;
    const quote = text[this.pos]!;
    let out = "";
    this.pos += 1;
    for (;;) {
      // Copy whole runs up to the next quote or backslash instead of one character at a time.
      const end = text.indexOf(quote, this.pos);
      if (end === -1) throw new NotALiteral(); // unterminated
      const slash = text.indexOf("\\", this.pos);
      if (slash === -1 || slash > end) {
        out += text.slice(this.pos, end);
        this.pos = end + 1;
        return out;
      }
      out += text.slice(this.pos, slash);
      const escape = decodeEscape(text, slash + 1);
      if (!escape) throw new NotALiteral();
      out += escape.decoded;
      this.pos = escape.next;
    }
  }

  private number(): number {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match) throw new NotALiteral();
    this.pos += match[0].length;
    return Number(match[0]);
  }

  private keyword(): unknown {
    WORD.lastIndex = this.pos;
    const word = WORD.exec(this.text)?.[0];
    if (!word || !KEYWORDS.has(word)) throw new NotALiteral();
    this.pos += word.length;
    return KEYWORDS.get(word);
  }

  /** Python's -inf (and JavaScript's -Infinity); any other word after a minus is not a literal. */
  private negativeInfinity(): number {
    this.pos += 1;
    if (this.keyword() !== Infinity) throw new NotALiteral();
    return -Infinity;
  }

  private expect(char: string): void {
    if (this.peek() !== char) throw new NotALiteral();
    this.pos += 1;
  }

  /** The next character after whitespace, or "" at the end. */
  private peek(): string {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos += 1;
    return this.text[this.pos] ?? "";
  }
}
