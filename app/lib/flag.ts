// Flag emoji for a country: two regional-indicator letters from the ISO code.
// Rows without a code fall back to a globe rather than a wrong flag.

export const UNKNOWN_FLAG = "🌍";
const REGIONAL_A = 0x1f1e6;

export function flagEmoji(countryCode: string | null | undefined): string {
  const code = countryCode?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return UNKNOWN_FLAG;
  // The UK's ISO code is GB; scraper files often write UK.
  const iso = code === "UK" ? "GB" : code;
  return String.fromCodePoint(...[...iso].map((letter) => REGIONAL_A + letter.charCodeAt(0) - 65));
}
