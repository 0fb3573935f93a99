// Streamed XML text cut into complete elements of one name (every <row> of a sheet, every <si>
// of the shared strings), so each can be read with plain string searches. Text after the last
// complete element waits for the next piece.
import { findTag, malformedXml, newStartTag, scanStartTag, spreadsheetTags, type SpreadsheetTags, type StartTag } from "./xml-tags";
import { isNameEnd, rootPrefix } from "./xml-text";

/**
 * Called with the text so far, the element's start tag, and where its content ends (the start of
 * its end tag; `tag.end` for a self-closing element). `tag` is reused for the next element.
 */
export type ElementHandler = (text: string, tag: StartTag, contentEnd: number) => void;

/**
 * Longest text held while waiting for an element's end: thousands of long scraper rows,
 * and a bound on memory for a file whose element never ends.
 */
const MAX_PENDING_CHARACTERS = 32 * 1024 * 1024;

export class ElementSplitter {
  private pending = "";
  private open = "";
  private close = "";
  private partTags: SpreadsheetTags | null = null;
  private partPrefix = "";
  private readonly tag = newStartTag();

  constructor(private readonly name: string) {}

  /** The tags of the part, with its namespace prefix; known once the root element has been seen. */
  get tags(): SpreadsheetTags {
    if (!this.partTags) throw new Error("the root element has not been read yet");
    return this.partTags;
  }

  /** The part's namespace prefix with its colon, or ""; like tags, known once the root has been seen. */
  get prefix(): string {
    return this.partPrefix;
  }

  push(piece: string, onElement: ElementHandler): void {
    const text = this.pending.length === 0 ? piece : this.pending + piece;
    if (!this.partTags) {
      const prefix = rootPrefix(text);
      if (prefix === null) return this.keep(text, 0);
      this.open = `<${prefix}${this.name}`;
      this.close = `</${prefix}${this.name}>`;
      this.partTags = spreadsheetTags(prefix);
      this.partPrefix = prefix;
    }
    const { open, close, tag } = this;
    let at = 0;
    for (;;) {
      const start = text.indexOf(open, at);
      if (start === -1) {
        // The piece may end with the first characters of the next start tag.
        at = Math.max(at, text.length - open.length);
        break;
      }
      const afterName = start + open.length;
      if (afterName < text.length && !isNameEnd(text.charCodeAt(afterName))) {
        at = afterName; // another name that starts the same ("<rowBreaks")
        continue;
      }
      if (afterName >= text.length || !scanStartTag(text, afterName, tag)) {
        at = start; // the start tag is cut by the end of the piece
        break;
      }
      let contentEnd = tag.end;
      let next = tag.end;
      if (!tag.selfClosing) {
        contentEnd = text.indexOf(close, tag.end);
        if (contentEnd === -1) {
          at = start;
          break;
        }
        next = contentEnd + close.length;
      }
      onElement(text, tag, contentEnd);
      at = next;
    }
    this.keep(text, at);
  }

  /** Throws when the text ended inside an element, or before any root element. */
  end(): void {
    if (!this.partTags) throw malformedXml("no root element");
    if (findTag(this.pending, this.open, 0, this.pending.length) !== -1 || this.pending.endsWith(this.open)) {
      throw malformedXml(`${this.open}> without ${this.close}`);
    }
  }

  private keep(text: string, from: number): void {
    this.pending = from === 0 ? text : text.slice(from);
    if (this.pending.length > MAX_PENDING_CHARACTERS) {
      throw malformedXml(`no complete <${this.name}> in ${MAX_PENDING_CHARACTERS} characters`);
    }
  }
}
