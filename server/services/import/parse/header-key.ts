// Spreadsheet tools spell one column many ways ("Full Address", "full_address",
// "FULL-ADDRESS", "fullAddress"); the alias map is keyed by this one spelling.
import { foldText } from "../../../../app/lib/fold-text";

/**
 * Lower case without accents, keeping only letters, digits and "/" (the path separator of
 * Apify's flattened columns): "Full Address" -> "fulladdress", "location/lat" -> "location/lat".
 */
export function headerKey(header: string): string {
  return foldText(header).replace(/[^\p{L}\p{N}/]+/gu, "");
}
