// Spreadsheet tools spell one column many ways ("Full Address", "full_address",
// "FULL-ADDRESS", "fullAddress"); the alias map is keyed by this one spelling.
import { foldText } from "../../../../app/lib/fold-text";

/**
 * A dot between two name characters is a path separator, as "/" is: exports flatten nested
 * fields either way ("phone.phones_enricher.carrier_name", "location/lat"), and JSON files,
 * whose nested objects are flattened to "/" paths, give the same keys.
 */
const PATH_DOT = /(?<=[\p{L}\p{N}_])\.(?=[\p{L}\p{N}_])/gu;

/**
 * Lower case without accents, keeping only letters, digits and "/" (the path separator of
 * flattened columns): "Full Address" -> "fulladdress", "location/lat" and "location.lat" ->
 * "location/lat".
 */
export function headerKey(header: string): string {
  return foldText(header.replace(PATH_DOT, "/")).replace(/[^\p{L}\p{N}/]+/gu, "");
}
