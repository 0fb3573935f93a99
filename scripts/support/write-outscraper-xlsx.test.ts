import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectFormat } from "../../server/services/import/parse/aliases";
import { readSpreadsheet } from "../../server/services/import/read/read-spreadsheet";
import { OUTSCRAPER_COLUMNS } from "./outscraper-columns";
import { writeOutscraperXlsx, type GeneratedFile } from "./write-outscraper-xlsx";

const ROWS = 400;

describe("writeOutscraperXlsx", () => {
  let folder: string;
  let generated: GeneratedFile;
  let headers: string[] = [];
  const rows: Record<string, unknown>[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "locus-outscraper-"));
    const file = path.join(folder, "outscraper.xlsx");
    generated = await writeOutscraperXlsx(file, { rows: ROWS, seed: 7 });
    for await (const event of readSpreadsheet(file, "xlsx")) {
      if (event.type === "header") headers = event.headers;
      else if (event.type === "row") rows.push(event.values);
    }
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("writes Outscraper's header row, which the importer recognises", () => {
    expect(headers).toEqual([...OUTSCRAPER_COLUMNS]);
    const detected = detectFormat(headers);
    expect(detected.format).toBe("outscraper");
    expect(detected.unknown).toEqual([]);
  });

  it("writes the requested number of rows", () => {
    expect(rows).toHaveLength(ROWS);
    expect(generated.rows).toBe(ROWS);
    expect(generated.bytes).toBeGreaterThan(0);
  });

  it("repeats some places on a second row with the same place_id and another email", () => {
    const repeats = rows.slice(1).filter((row, index) => row.place_id === rows[index]!.place_id);
    expect(repeats.length).toBeGreaterThan(0);
    expect(repeats.length).toBeLessThan(ROWS * 0.15);
    expect(generated.places).toBe(ROWS - repeats.length);
    expect(new Set(rows.map((row) => row.place_id)).size).toBe(generated.places);
    rows.slice(1).forEach((row, index) => {
      const previous = rows[index]!;
      if (row.place_id !== previous.place_id) return;
      expect(row.name).toBe(previous.name);
      expect(row.email).toEqual(expect.stringContaining("@"));
      expect(row.email).not.toBe(previous.email);
    });
  });

  it("writes Outscraper's cell formats", () => {
    for (const row of rows) {
      expect(row.place_id).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
      expect(row.google_id).toMatch(/^0x[0-9a-f]{16}:0x[0-9a-f]{16}$/);
      expect(row.cid).toMatch(/^\d{1,20}$/);
      expect(["True", "False"]).toContain(row.verified);
    }
    const withHours = rows.find((row) => typeof row.working_hours === "string")!;
    expect(JSON.parse(withHours.working_hours as string)).toHaveProperty("Monday");
    expect(withHours.working_hours_old_format).toMatch(/^Monday: .+ \| Tuesday: /);
    expect(rows.some((row) => /^\{'[^']+': \{'.+': (True|False)/.test(String(row.about)))).toBe(true);
    expect(rows.every((row) => row.description === undefined || !String(row.description).includes("<"))).toBe(true);
  });
});
