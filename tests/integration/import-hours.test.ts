// Real rows of real scraper exports, imported into PostgreSQL: the hours each business gets,
// the file's own text kept beside them, and the Open Now answer for hours past midnight.
import { parse } from "csv-parse/sync";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOpenAt, WEEKDAYS } from "../../app/lib/hours";
import { importSpreadsheetFile } from "../../server/services/import/apply/import-file";
import type { ImportResult } from "../../server/services/import/apply/import-types";
import { writeCsvFile } from "./support/import-fixtures";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-database";

// The published scraper exports sit beside the repository, shared by every checkout.
const FIXTURES = fileURLToPath(new URL("../../../shared/fixtures/scrapers/", import.meta.url));
const NNBSP = "\u202f";

let scratch: ScratchDatabase;
let folder: string;
beforeAll(async () => {
  scratch = await createScratchDatabase("import_hours");
  folder = await mkdtemp(path.join(tmpdir(), "locus-import-hours-"));
});
afterAll(async () => {
  await scratch?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The header and the first `count` records of a fixture, unchanged, as a CSV file of their own. */
async function firstRecords(fixture: string, count: number): Promise<string> {
  const records = parse(await readFile(path.join(FIXTURES, fixture), "utf8"), { to: count + 1 }) as string[][];
  return writeCsvFile(path.join(folder, fixture), records);
}

async function businessNamed(name: string) {
  const { rows } = await scratch.pool.query("SELECT working_hours, raw_import, time_zone FROM businesses WHERE name = $1", [
    name,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** An instant given as a wall-clock time in a zone with a fixed offset (hours east of UTC). */
const wallClock = (isoDate: string, hour: number, minute: number, offset: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + ((hour - offset) * 60 + minute) * 60_000);

describe("importing gosom rows with Vietnamese day names", () => {
  let result: ImportResult;
  beforeAll(async () => {
    result = await importSpreadsheetFile(scratch.pool, { path: await firstRecords("gosom-pr63-results-vn.csv", 40), kind: "csv" });
  });

  it("reads every day and reports no unknown day name", () => {
    expect(result.totalRows).toBe(40);
    expect(result.errors.filter((error) => /working hours/i.test(error.message))).toEqual([]);
  });

  it("stores English weekdays and keeps the file's text raw", async () => {
    const ticketOffice = await businessNamed("Săn vé máy bay giá rẻ");
    expect(Object.keys(ticketOffice.working_hours).sort()).toEqual([...WEEKDAYS].sort());
    expect(ticketOffice.working_hours.Saturday).toBe("08:00–21:30");
    expect(ticketOffice.raw_import.open_hours).toContain('"Thứ Bảy":["08:00–21:30"]');

    const taxi = await businessNamed("Saigon Airport Limousine Service");
    expect(taxi.working_hours.Monday).toBe("Open 24 hours");
    expect(taxi.raw_import.open_hours).toContain("Mở cửa cả ngày");
  });

  it("answers Open Now in the business's own time zone", async () => {
    const ticketOffice = await businessNamed("Săn vé máy bay giá rẻ");
    expect(ticketOffice.time_zone).toBe("Asia/Saigon");
    // 2024-01-06 is a Saturday; Saigon is UTC+7 all year.
    expect(isOpenAt(ticketOffice.working_hours, wallClock("2024-01-06", 21, 0, 7), ticketOffice.time_zone)).toBe(true);
    expect(isOpenAt(ticketOffice.working_hours, wallClock("2024-01-06", 21, 45, 7), ticketOffice.time_zone)).toBe(false);
  });
});

describe("importing gosom rows with hours past midnight", () => {
  beforeAll(async () => {
    await importSpreadsheetFile(scratch.pool, { path: await firstRecords("gosom-example.csv", 40), kind: "csv" });
  });

  it("keeps narrow spaces, several ranges and the raw text", async () => {
    const agora = await businessNamed("Agora Tavern");
    expect(agora.working_hours.Monday).toBe(`11:30${NNBSP}am–2:30${NNBSP}pm,6:30–10${NNBSP}pm`);
    expect(JSON.parse(agora.raw_import.open_hours).Monday).toEqual([`11:30${NNBSP}am–2:30${NNBSP}pm`, `6:30–10${NNBSP}pm`]);
  });

  it("counts Saturday night's range on Sunday morning in the business's zone", async () => {
    const bar = await businessNamed("Royal Ris Restaurant - Margarita Bar & Mexican Restaurant");
    expect(bar.working_hours.Saturday).toBe(`6:30${NNBSP}pm–2:30${NNBSP}am`);
    expect(bar.time_zone).toBe("Asia/Nicosia");
    // 2024-01-07 is a Sunday; Nicosia is UTC+2 in January.
    expect(isOpenAt(bar.working_hours, wallClock("2024-01-07", 2, 15, 2), bar.time_zone)).toBe(true);
    expect(isOpenAt(bar.working_hours, wallClock("2024-01-07", 2, 45, 2), bar.time_zone)).toBe(false);
    expect(isOpenAt(bar.working_hours, wallClock("2024-01-06", 18, 0, 2), bar.time_zone)).toBe(false);
  });
});
