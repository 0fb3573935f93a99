// Email cells: Outscraper's enrichment may put several addresses into one cell.
import { z } from "zod";
import { cellText } from "./cell-value";
import { shown, type Parsed } from "./field-values";

const emailSchema = z.email();
const SEPARATORS = /[\s,;]+/;

/** Every valid address of the cell as written, in order, without repeats (case ignored). */
export function validEmails(value: unknown): string[] {
  const text = cellText(value) ?? "";
  const found: string[] = [];
  for (const part of text.split(SEPARATORS)) {
    // "mailto:" comes along when a cell was a link.
    const email = part.replace(/^mailto:/i, "");
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
