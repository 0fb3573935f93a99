// Small spreadsheets in the formats Locus imports, written by the tests themselves: an
// Outscraper export (older column names) with the quirks real files have, the same places
// under Outscraper's newer names, and an Apify Google Maps Scraper file.
import { writeFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { csvLine } from "../../../server/services/export/write-csv";

export type Table = (string | number | boolean | null)[][];

export async function writeCsvFile(filePath: string, table: Table): Promise<string> {
  await writeFile(filePath, table.map((row) => csvLine(row)).join(""));
  return filePath;
}

/** Text cells as shared strings, as Excel and most tools write them. */
export async function writeXlsxFile(filePath: string, table: Table): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of table) sheet.addRow(row);
  await workbook.xlsx.writeFile(filePath);
  return filePath;
}

const OUTSCRAPER_HEADERS = [
  "name", "site", "type", "subtypes", "category", "phone", "full_address", "borough", "street", "city", "postal_code",
  "us_state", "country", "country_code", "latitude", "longitude", "time_zone", "rating", "reviews", "reviews_link",
  "photo", "working_hours", "working_hours_old_format", "about", "description", "verified", "business_status",
  "location_link", "reservation_links", "range", "place_id", "google_id", "cid", "email", "owner_title",
];

type OutscraperRow = Partial<Record<(typeof OUTSCRAPER_HEADERS)[number], string | number | null>>;

const MAVI = {
  name: "Mavi Kafe", site: "https://mavikafe.example", type: "Coffee shop", subtypes: "Coffee shop, Cafe",
  category: "Coffee shop", phone: "+90 312 555 0101", full_address: "Tunalı Hilmi Cd. 5, 06680 Çankaya/Ankara",
  street: "Tunalı Hilmi Cd. 5", city: "Ankara", postal_code: "06680", country: "Turkey", country_code: "TR",
  latitude: 39.9, longitude: 32.86, time_zone: "Europe/Istanbul", rating: 4.6, reviews: 120,
  working_hours: "{'Monday': '11AM–3PM,5–9:30PM', 'Tuesday': 'Closed'}",
  about: "{'Service options': {'Dine-in': True, 'Takeout': True}, 'Accessibility': {'Wheelchair accessible entrance': False}}",
  verified: "True", business_status: "OPERATIONAL", place_id: "ChIJmavi0000000000000001",
  google_id: "0x14d34f0000000001:0x1", cid: "1000000000000000001", email: "info@mavikafe.example", owner_title: "Mavi Kafe Ltd",
};

/**
 * Nine data rows: an enrichment repeat right after its place and another further down, a row
 * without a name, bad values (rating, latitude), a place without ids written twice in
 * different case, a new country (DE) and two new categories (Coffee shop, Bakery).
 */
export const OUTSCRAPER_ROWS: OutscraperRow[] = [
  MAVI,
  { ...MAVI, email: "siparis@mavikafe.example" },
  {
    name: "Brot & Butter", site: "brotundbutter.example", category: "Bakery", full_address: "Torstraße 1, 10119 Berlin",
    street: "Torstraße 1", city: "Berlin", postal_code: "10119", country: "Germany", country_code: "DE", rating: "4.7",
    reviews: "1,234", working_hours_old_format: "Monday: 7AM–6PM | Tuesday: 7AM–6PM | Sunday: Closed",
    description: "<p>Fresh <script>alert(1)</script>bread &amp; rolls</p>", verified: "False", range: "$$",
    place_id: "ChIJbrot0000000000000002", business_status: "CLOSED_TEMPORARILY",
  },
  { name: "", city: "Berlin", country_code: "DE", place_id: "ChIJnoname00000000000003" },
  {
    name: "Le Petit Bistro", category: "Restaurant", full_address: "2 Rue Mercière, 69002 Lyon", city: "Lyon",
    country_code: "FR", rating: "excellent", place_id: "ChIJbistro000000000000004",
  },
  { ...MAVI, email: "events@mavikafe.example" },
  { name: "Café Olé", category: "Cafe", full_address: "1 Rue de la République", city: "Lyon", country_code: "FR", phone: "+33 4 00 00 00 01" },
  { name: "cafe ole", category: "Cafe", full_address: "1 rue de la République", city: "LYON", country_code: "FR", email: "bonjour@cafeole.example" },
  { name: "Çay Bahçesi", category: "Coffee shop", city: "Ankara", country_code: "TR", latitude: 999, place_id: "ChIJcay00000000000000005" },
];

export function outscraperTable(rows: OutscraperRow[] = OUTSCRAPER_ROWS): Table {
  return [OUTSCRAPER_HEADERS, ...rows.map((row) => OUTSCRAPER_HEADERS.map((header) => row[header] ?? null))];
}

/** Apify's flattened JSON paths: categories/N, openingHours/N/day|hours, additionalInfo/<section>/<n>/<feature>. */
export function apifyTable(): Table {
  const headers = [
    "title", "categoryName", "categories/0", "categories/1", "address", "street", "city", "postalCode", "state",
    "countryCode", "website", "phone", "totalScore", "reviewsCount", "location/lat", "location/lng",
    "openingHours/0/day", "openingHours/0/hours", "openingHours/1/day", "openingHours/1/hours",
    "additionalInfo/Service options/0/Takeout", "additionalInfo/Amenities/0/Wi-Fi", "placeId", "cid", "imageUrl",
    "url", "permanentlyClosed", "searchString",
  ];
  return [
    headers,
    [
      "Sakura Ramen", "Ramen restaurant", "Ramen restaurant", "Japanese restaurant", "1-2-3 Shibuya, Tokyo", "1-2-3 Shibuya",
      "Tokyo", "150-0002", "Tokyo", "JP", "https://sakura-ramen.example", "+81 3-0000-0000", 4.4, 310, 35.66, 139.7,
      "Monday", "7 AM to 6 PM", "Tuesday", "Closed", true, false, "ChIJsakura00000000000006", "2000000000000000006",
      "https://images.example/sakura.jpg", "https://www.google.com/maps/place/?q=place_id:ChIJsakura00000000000006", false,
      "ramen tokyo",
    ],
  ];
}
