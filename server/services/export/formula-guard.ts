// Spreadsheet programs run a CSV cell that begins with "=", "+", "-", "@", a tab or a carriage
// return as a formula: an imported name such as `=HYPERLINK("https://evil.example","Menu")`
// would become a live link, or worse, on the admin's machine. OWASP's remedy: such a text cell
// is written with a leading single quote, which spreadsheets show as text. Numbers that Locus
// writes as numbers (ratings, counts, coordinates) are not text cells and stay numbers.
// Locus's CSV reader takes the quote off again, so an export imports back unchanged.

/** Quotes already in front of a formula start count as part of the guard's pattern too. */
const GUARDED_OR_FORMULA = /^'*[=+\-@\t\r]/;
const QUOTE = "'";

/** The text as a CSV cell may carry it: one quote more in front when a spreadsheet would run it. */
export function guardFormula(text: string): string {
  return GUARDED_OR_FORMULA.test(text) ? QUOTE + text : text;
}

/**
 * The inverse of guardFormula: one leading quote less when quotes stand before a formula start.
 * A cell that begins with quotes before a formula start can only come from the guard (the text
 * `'=x` itself is written `''=x`), so nothing else is changed.
 */
export function unguardFormula(cell: string): string {
  return cell.charCodeAt(0) === 39 && GUARDED_OR_FORMULA.test(cell) ? cell.slice(1) : cell;
}
