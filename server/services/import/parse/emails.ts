// Email cells: Outscraper's enrichment may put several addresses into one cell, and JSON
// exports (Apify's contact details, gosom's emails) give a list.
import { z } from "zod";
import { cellText, plainValue } from "./cell-value";
import { shown, type Parsed } from "./field-values";

const emailSchema = z.email();
/** Also the brackets and quotes of a list written as JSON text ('["a@x.com", "b@x.com"]'). */
const SEPARATORS = /[\s,;"[\]]+/;

/** Every valid address of the cell as written, in order, without repeats (case ignored). */
export function validEmails(value: unknown): string[] {
  const plain = plainValue(value);
  const text = Array.isArray(plain) ? plain.map((item) => cellText(item) ?? "").join(" ") : (cellText(value) ?? "");
  const found: string[] = [];
  for (const part of text.split(SEPARATORS)) {
    // "mailto:" and "?subject=…" come along when a cell was a link; single quotes when a Python
    // list was written out.
    const email = part.replace(/^'|'$/g, "").replace(/^mailto:/i, "").replace(/(@[^?]+)\?.*$/, "$1");
    if (emailSchema.safeParse(email).success && !found.some((seen) => seen.toLowerCase() === email.toLowerCase())) {
      found.push(email);
    }
  }
  return found;
}

/** The first valid address, and the others of the same cell; an error when none is valid. */
export function toEmails(value: unknown): Parsed<{ first: string; others: string[] }> {
  const [first, ...others] = validEmails(value);
  if (!first) return { error: `Not a valid email address: ${shown(value)}` };
  return { value: { first, others } };
}
