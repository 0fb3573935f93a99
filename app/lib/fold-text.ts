// Case- and accent-insensitive text for comparisons: header names and match keys.
// Letters of every script survive (a name written in Arabic must not fold to ""),
// only their accents and case go.

/** Letters that Unicode normalization does not decompose into base + accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", þ: "th", ł: "l", ı: "i", ħ: "h", ŧ: "t",
};

/** "İşletme Adı" -> "isletme adi", "Café" -> "cafe"; punctuation is left to the caller. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđðþłıħŧ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}
