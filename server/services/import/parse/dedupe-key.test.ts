import { describe, expect, it } from "vitest";
import { detectFormat } from "./aliases";
import { matchKeys, mergeRecords, samePlace, type MatchKeys } from "./dedupe-key";
import type { ImportRecord } from "./import-record";
import { normalizeRow } from "./normalize-row";

/** Contact enrichment: one row per email found for the place, other columns repeated or blank. */
const ENRICHED_ROWS = [
  {
    name: "Mario's Pizza", full_address: "123 Mulberry St, New York, NY 10013", city: "New York",
    place_id: "ChIJ-marios", email: "info@marios.example", phone: "", email_1_full_name: "Mario Rossi",
    about: "{'Service options': {'Dine-in': True}}",
  },
  {
    name: "Mario's Pizza", full_address: "123 Mulberry St, New York, NY 10013", city: "New York",
    place_id: "ChIJ-marios", email: "orders@marios.example, INFO@marios.example", phone: "+1 212-555-0199",
    email_1_full_name: "Luigi Rossi", about: "{'Service options': {'Dine-in': False, 'Takeout': True}}",
  },
  {
    name: "Mario's Pizza", full_address: "123 Mulberry St, New York, NY 10013", city: "New York",
    place_id: "ChIJ-marios", email: "jobs@marios.example", phone: "", email_1_full_name: "",
    about: "",
  },
];

function records(rows: Record<string, unknown>[]): ImportRecord[] {
  const { columns } = detectFormat(Object.keys(rows[0]!));
  return rows.map((row, index) => normalizeRow(row, columns, index + 2).record!);
}

describe("matchKeys", () => {
  it("gives Google's ids and a folded name + address + city key", () => {
    const [record] = records(ENRICHED_ROWS);
    expect(matchKeys(record!)).toEqual({
      placeId: "ChIJ-marios",
      nameAddressKey: "mario s pizza|123 mulberry st new york ny 10013|new york",
    });
  });

  it("folds case, accents, punctuation and spacing, but not other scripts", () => {
    const [base] = records(ENRICHED_ROWS);
    const key = (name: string, address: string | null, city: string | null) =>
      matchKeys({ ...base!, name, address, city, placeId: null }).nameAddressKey;
    expect(key("CAFÉ  Crème", "12, Rue de Rivoli", "Paris")).toBe(key("Cafe creme", "12 rue de rivoli", "PARIS"));
    expect(key("Kahve Durağı", null, "İstanbul")).toBe("kahve duragi||istanbul");
    expect(key("東京ラーメン", "銀座1-2", null)).not.toBe(key("大阪ラーメン", "銀座1-2", null));
    expect(matchKeys({ ...base!, placeId: null }).placeId).toBeUndefined();
  });
});

describe("mergeRecords", () => {
  it("merges rows repeating one place: first values, merged about, further emails kept", () => {
    const [first, second, third] = records(ENRICHED_ROWS);
    const merged = [second!, third!].reduce(mergeRecords, first!);
    expect(merged.email).toBe("info@marios.example");
    expect(merged.phone).toBe("+1 212-555-0199"); // blank in the first row
    expect(merged.about).toEqual({ "Service options": { "Dine-in": true, Takeout: true } });
    expect(merged.raw).toEqual({
      email_1_full_name: "Mario Rossi",
      additionalEmails: ["orders@marios.example", "jobs@marios.example"],
    });
  });

  it("does not change its inputs", () => {
    const [first, second] = records(ENRICHED_ROWS);
    const before = structuredClone(first);
    mergeRecords(first!, second!);
    expect(first).toEqual(before);
  });

  it("takes the second email when the first row had none, without listing it twice", () => {
    const [first, second] = records(ENRICHED_ROWS);
    const merged = mergeRecords({ ...first!, email: null }, second!);
    expect(merged.email).toBe("orders@marios.example");
    // The second row's cell held two addresses; the one that became `email` is not repeated.
    expect(merged.raw.additionalEmails).toEqual(["INFO@marios.example"]);
  });
});

describe("samePlace", () => {
  const place = (keys: Partial<MatchKeys>): MatchKeys => ({ nameAddressKey: "panda express|2601 preston rd|frisco", ...keys });

  it("trusts the place id first, then the cid, then the feature id", () => {
    expect(samePlace(place({ placeId: "ChIJ-a", cid: "1" }), place({ placeId: "ChIJ-b", cid: "1" }))).toBe(false);
    // One scraper without place ids: the cid decides, whatever else differs.
    expect(samePlace(place({ placeId: "ChIJ-a", cid: "1" }), place({ cid: "1", nameAddressKey: "panda|x|y" }))).toBe(true);
    expect(samePlace(place({ cid: "1", googleId: "0x1:0x1" }), place({ cid: "2", googleId: "0x1:0x1" }))).toBe(false);
    expect(samePlace(place({ googleId: "0x1:0x1" }), place({ googleId: "0x1:0x1", placeId: "ChIJ-a" }))).toBe(true);
  });

  it("falls back to name, address and city only when neither row has an id", () => {
    expect(samePlace(place({}), place({}))).toBe(true);
    expect(samePlace(place({ cid: "1" }), place({}))).toBe(false);
  });
});

describe("mergeRecords and reviews", () => {
  it("keeps the reviews of both rows, each once", () => {
    const [first, second] = records(ENRICHED_ROWS);
    const review = (key: string, date: string | null) => ({ key, author: key, rating: 5, text: null, date });
    const merged = mergeRecords(
      { ...first!, reviews: [review("a", "2025-01-01T00:00:00.000Z"), review("b", null)] },
      { ...second!, reviews: [review("b", null), review("c", "2026-01-01T00:00:00.000Z")] },
    );
    expect(merged.reviews.map((item) => item.key)).toEqual(["c", "a", "b"]);
  });
});
