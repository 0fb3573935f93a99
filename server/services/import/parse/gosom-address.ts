// gosom's complete_address {borough, street, city, postal_code, state, country}: a JSON
// object in a CSV cell, or the same object rebuilt from a JSON file's flattened keys. Its
// parts fill the address fields the row has no column for; the whole is also kept raw.
import { cellText, plainValue } from "./cell-value";
import { toCountryCode, type Parsed } from "./field-values";
import { headerKey } from "./header-key";
import { toPostalCode } from "./postal-code";
import { parseLooseValue } from "./python-literal";
import type { RowCells } from "./row-cells";
import type { Report } from "./row-structures";

export interface AddressParts {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  countryCode: string | null;
}

const NO_PARTS: AddressParts = { street: null, city: null, state: null, postalCode: null, country: null, countryCode: null };
const UNREADABLE = "Complete address must be an object of address parts; it was left out (the text is kept raw)";
const COUNTRY_CODE = /^[a-z]{2}$/i;

export function completeAddressOf(cells: RowCells, report: Report): AddressParts {
  const cell = cells.fields.get("completeAddress");
  if (!cell) return NO_PARTS;
  const parts = partsOf(cell.value);
  if (!parts) {
    report(cell.header, UNREADABLE);
    return NO_PARTS;
  }
  const part = (key: string): string | null => cellText(parts.get(key));
  const checked = <T>(parsed: Parsed<T> | null): T | null => {
    if (!parsed) return null;
    if ("error" in parsed) {
      report(cell.header, parsed.error);
      return null;
    }
    if (parsed.repaired) report(cell.header, parsed.repaired, "repaired");
    return parsed.value;
  };
  // gosom writes the country as Google's two-letter code; a name is kept as the name.
  const country = part("country");
  const isCode = country !== null && COUNTRY_CODE.test(country);
  const postalCode = part("postalcode");
  return {
    street: part("street"),
    city: part("city"),
    state: part("state"),
    postalCode: checked(postalCode === null ? null : toPostalCode(postalCode)),
    country: isCode ? null : country,
    countryCode: checked(isCode ? toCountryCode(country) : null),
  };
}

/** Part name (folded like a header: "postal_code" -> "postalcode") -> value; null when no object. */
function partsOf(value: unknown): Map<string, unknown> | null {
  let data = plainValue(value);
  if (typeof data === "string") data = parseLooseValue(data.trim());
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  return new Map(Object.entries(data).map(([key, item]) => [headerKey(key), item]));
}
