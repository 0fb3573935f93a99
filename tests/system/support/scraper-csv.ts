// An Outscraper-style CSV of `rows` distinct places, written by the test itself:
// large enough that importing it takes a few seconds.
import { createWriteStream } from "node:fs";
import { once } from "node:events";

const HEADERS = ["name", "category", "full_address", "city", "country_code", "latitude", "longitude", "rating", "reviews", "place_id"];
const CITIES = [
  ["Lisbon", "PT", 38.72, -9.14],
  ["Porto", "PT", 41.15, -8.61],
  ["Lyon", "FR", 45.76, 4.84],
] as const;

export async function writeScraperCsv(filePath: string, rows: number): Promise<string> {
  const out = createWriteStream(filePath);
  out.write(`${HEADERS.join(",")}\n`);
  for (let i = 0; i < rows; i += 1) {
    const [city, country, lat, lng] = CITIES[i % CITIES.length]!;
    const line = [
      `Fault Test Place ${i}`, "Bakery", `"Rua ${i}, ${city}"`, city, country,
      (lat + (i % 1000) / 10_000).toFixed(5), (lng + (i % 997) / 10_000).toFixed(5), "4.2", "17", `ChIJfaulttest${String(i).padStart(12, "0")}`,
    ];
    if (!out.write(`${line.join(",")}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return filePath;
}
