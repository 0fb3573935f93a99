// The shared-string table (`xl/sharedStrings.xml`): the texts that cells of type "s" refer to by
// position. Read from streamed text, since files saved by Excel keep all their text there and
// the part can run to hundreds of megabytes.
import { ElementSplitter, type ElementHandler } from "./xml-elements";
import { itemRuns } from "./xml-tags";
import { writeXmlBytes } from "./xml-text";

const FIRST_BANK_BYTES = 64 * 1024;
const MAX_BANK_BYTES = 16 * 1024 * 1024;
/** bank number, start, end */
const SPAN_FIELDS = 3;

/**
 * The texts as UTF-8 bytes in a few large buffers, and where each one lies. A million JavaScript
 * strings would cost twice the memory (object headers, and two bytes per character as soon as
 * one is not Latin-1) and would all be traced by every garbage collection; decoding a text
 * when a cell asks for it costs what decoding an inline cell does.
 */
export class SharedStrings {
  private readonly banks: Buffer[] = [];
  private bank: Buffer = Buffer.alloc(0);
  private used = 0;
  private spans = new Uint32Array(SPAN_FIELDS * 1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The text at `index`; undefined when there is none. */
  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    const at = index * SPAN_FIELDS;
    return this.banks[this.spans[at]!]!.toString("utf8", this.spans[at + 1], this.spans[at + 2]);
  }

  /** Starts the next text, which takes at most `maxBytes`; append its pieces, then call end. */
  begin(maxBytes: number): void {
    if (this.used + maxBytes > this.bank.length) {
      const next = this.bank.length === 0 ? FIRST_BANK_BYTES : Math.min(MAX_BANK_BYTES, 2 * this.bank.length);
      this.bank = Buffer.allocUnsafe(Math.max(maxBytes, next));
      this.banks.push(this.bank);
      this.used = 0;
    }
    if ((this.count + 1) * SPAN_FIELDS > this.spans.length) {
      const grown = new Uint32Array(this.spans.length * 2);
      grown.set(this.spans);
      this.spans = grown;
    }
    const at = this.count * SPAN_FIELDS;
    this.spans[at] = this.banks.length - 1;
    this.spans[at + 1] = this.used;
  }

  /** Appends a value cut from byte text (see writeXmlBytes) to the text begun. */
  append(bytes: string): void {
    this.used += writeXmlBytes(bytes, this.bank, this.used);
  }

  end(): void {
    this.spans[this.count * SPAN_FIELDS + 2] = this.used;
    this.count++;
  }
}

export async function readSharedStrings(texts: AsyncIterable<string>): Promise<SharedStrings> {
  const strings = new SharedStrings();
  const items = new ElementSplitter("si");
  let text = "";
  const appendRun = (start: number, end: number) => strings.append(text.slice(start, end));
  const onItem: ElementHandler = (itemsText, tag, contentEnd) => {
    text = itemsText;
    // An item's text is never longer than its XML.
    strings.begin(contentEnd - tag.end);
    if (!tag.selfClosing) itemRuns(itemsText, tag.end, contentEnd, items.tags, appendRun);
    strings.end();
  };
  for await (const piece of texts) items.push(piece, onItem);
  items.end();
  return strings;
}
