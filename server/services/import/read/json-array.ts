// A top-level JSON array cut into its elements as the file's bytes arrive: the array's own
// brackets and commas are checked here, each element's bytes go to a JsonValue and are
// parsed once the element is whole. Only the element being read is held.
import { isJsonSpace, JsonValue } from "./json-value";

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const BOM = [0xef, 0xbb, 0xbf];

/** An element and the file offset just past it (or past the comma after a text element). */
export interface Element {
  value: unknown;
  end: number;
}

/** Where the cutter is: before "[", before an element (or "]" when none came yet), after one, after "]". */
type Place = "before" | "first" | "element" | "inside" | "after" | "closed";

export class ArrayCutter {
  /** Set at the first text the cutter cannot take; nothing after it is read. */
  failed = false;
  private place: Place = "before";
  private value: JsonValue | null = null;
  /**
   * A text or bare element (not an object or array) is handed out only once a comma follows
   * it. Damaged text right after it would make stream-json, which then reads the file again
   * (json-diagnosis.ts), drop it with the break; waiting keeps both readers in step.
   */
  private waiting: unknown[] = [];
  private offset = 0;

  /** The elements completed in this piece of the file, in order. */
  feed(bytes: Buffer): Element[] {
    const done: Element[] = [];
    let at = this.offset === 0 && BOM.every((byte, index) => bytes[index] === byte) ? BOM.length : 0;
    while (at < bytes.length && !this.failed) {
      if (this.place === "inside") {
        at = this.element(bytes, at, done);
        continue;
      }
      // An element's first byte is read as part of the element.
      const byte = bytes[at]!;
      if (isJsonSpace(byte) || !this.step(byte, this.offset + at + 1, done)) at++;
    }
    this.offset += bytes.length;
    return done;
  }

  /** The end of the file: whole only when the array was closed. Returns the last elements. */
  end(): Element[] {
    if (this.place !== "closed") this.failed = true;
    return this.failed ? [] : this.waiting.splice(0).map((value) => ({ value, end: this.offset }));
  }

  /** The array's own punctuation; true when `byte` starts an element. */
  private step(byte: number, end: number, done: Element[]): boolean {
    const place = this.place;
    if (place === "before" && byte === OPEN_BRACKET) this.place = "first";
    else if ((place === "first" || place === "after") && byte === CLOSE_BRACKET) this.place = "closed";
    else if (place === "after" && byte === COMMA) {
      for (const value of this.waiting.splice(0)) done.push({ value, end });
      this.place = "element";
    } else if (place === "first" || place === "element") {
      this.place = "inside";
      this.value = new JsonValue();
      return true;
    } else this.failed = true;
    return false;
  }

  /** Feeds the element from `at`; returns where reading goes on. */
  private element(bytes: Buffer, at: number, done: Element[]): number {
    const value = this.value!;
    const end = value.scan(bytes, at, bytes.length);
    if (end === -1) return bytes.length;
    const parsed = value.parse();
    this.value = null;
    if (!parsed) {
      this.failed = true;
      return end;
    }
    if (value.isContainer) done.push({ value: parsed.value, end: this.offset + end });
    else this.waiting.push(parsed.value);
    this.place = "after";
    return end;
  }
}
