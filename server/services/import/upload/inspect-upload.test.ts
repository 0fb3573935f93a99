import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inspectUpload, PREVIEW_ROWS } from "./inspect-upload";

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../shared/fixtures/scrapers");

describe("inspectUpload", () => {
  it("returns the header and the first rows of a semicolon file Excel re-saved", async () => {
    const file = path.join(FIXTURES, "other-apify-derived-disparos-leads-semicolon.csv");
    const { kind, headers, preview } = await inspectUpload(file, "leads.csv");
    expect(kind).toBe("csv");
    // The reader names the header cell Excel left empty.
    expect(headers).toEqual(["Empresa", "phone", "phoneUnformatted", "Enviado", "Retorno", "column_6", "Enviados", "Retornos"]);
    expect(preview).toHaveLength(PREVIEW_ROWS);
    expect(preview[0]!.slice(0, 2)).toEqual(["Gih modas", "+55 11 94245-4686"]);
    expect(preview.every((row) => row.length === headers.length)).toBe(true);
  });

  it("reads a file without a name column instead of refusing it: the mapping step needs its header", async () => {
    const file = path.join(FIXTURES, "apify-crawler-csvdb-sweden.csv");
    const { headers, preview } = await inspectUpload(file, "sweden.csv");
    expect(headers).toEqual([
      "city", "street", "address", "location/lat", "location/lng", "reviewsCount", "website", "imageUrls/0", "phone", "description",
    ]);
    expect(preview[0]![0]).toBe("Gothenburg");
    // Long cells are cut for the preview.
    expect(preview[0]![7]!.length).toBeLessThanOrEqual(120);
  });
});
