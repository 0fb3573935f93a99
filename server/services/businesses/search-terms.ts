/**
 * Turns what a visitor typed into the forms the search tries in turn:
 * - `words`: the words AND-ed ("best & shop"); with stemming this is the
 *   precise and fast form (GIN intersects posting lists, rarest first);
 * - `prefix`: the same with the last word as a prefix ("pizz" finds "pizza"),
 *   for a word still being typed; prefix matches read every matching posting
 *   list, so this form is only tried when the words alone find nothing;
 * - `folded`: the lower-cased text for trigram (typo-tolerant) matching of names.
 * Only letters and digits reach to_tsquery, so no input can break its syntax.
 */
export interface SearchTerms {
  words: string;
  prefix: string;
  folded: string;
}

/** Below this many characters trigram matching finds noise, not typos. */
export const MIN_FUZZY_LENGTH = 4;
/** A trigram index needs three characters to narrow anything down. */
export const MIN_CONTAINS_LENGTH = 3;
const MAX_WORDS = 12;

export function toSearchTerms(search: string): SearchTerms | null {
  const words = search
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const joined = words.join(" & ");
  return { words: joined, prefix: `${joined}:*`, folded: words.join(" ") };
}

/** What a visitor typed is a single word (letters and digits only, as `toSearchTerms` splits them). */
export function isOneWord(terms: SearchTerms): boolean {
  return !terms.folded.includes(" ");
}
