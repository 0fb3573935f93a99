/**
 * Turns what a visitor typed into the two forms the search uses:
 * - `tsquery`: words AND-ed, the last one as a prefix so results follow typing
 *   ("pizz" finds "pizza"); only letters and digits reach to_tsquery, so no
 *   input can break its syntax;
 * - `folded`: lower-case text for trigram (typo-tolerant) matching of names.
 */
export interface SearchTerms {
  tsquery: string;
  folded: string;
}

/** Below this many characters trigram matching finds noise, not typos. */
export const MIN_FUZZY_LENGTH = 4;

export function toSearchTerms(search: string): SearchTerms | null {
  const words = search
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (words.length === 0) return null;
  const tsquery = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(" & ");
  return { tsquery, folded: words.join(" ") };
}
