// The fields a row builds from several columns: category and type, opening hours, about.
import type { ImportRowOutcome } from "../../../../app/lib/admin/import-job";
import type { WorkingHoursMap } from "../../../../app/lib/hours";
import type { AboutSections } from "../../../db/types";
import { aboutFromColumns, mergeAbout, readAboutCell } from "./about";
import { cellText, plainValue } from "./cell-value";
import { setOwn } from "./own-property";
import { parseLooseValue } from "./python-literal";
import type { RowCells } from "./row-cells";
import { readHoursCell, readHoursPairs, type HoursReading } from "./working-hours";

const UNREADABLE_HOURS = "Working hours are in no known format; they were left out (the text is kept raw)";
const UNREADABLE_ABOUT = "About must map sections to features (JSON or a Python dict); it was left out (the text is kept raw)";

/** Reports a problem with one column of the row: by default its value was dropped. */
export type Report = (column: string, message: string, outcome?: ImportRowOutcome) => void;

/**
 * Category: the file's category column, else Outscraper's type, else the first subtype or Apify
 * category. Type: Outscraper's type, else the second subtype or category (the first is the category).
 */
export function categoryAndType(cells: RowCells): { categoryName: string | null; type: string | null } {
  const subtypes = listOf(cellText(cells.fields.get("subtypes")?.value));
  const others = subtypes.length > 0 ? subtypes : cells.categories;
  const category = cellText(cells.fields.get("categoryName")?.value);
  const type = cellText(cells.fields.get("type")?.value);
  return { categoryName: category ?? type ?? others[0] ?? null, type: type ?? others[1] ?? null };
}

/** "Pizza restaurant, Italian restaurant" or a list repr of the same. */
function listOf(text: string | null): string[] {
  if (!text) return [];
  const parsed = text.startsWith("[") ? parseLooseValue(text) : undefined;
  const items = Array.isArray(parsed) ? parsed.filter((item) => typeof item === "string") : text.split(",");
  return items.map((item) => item.trim()).filter(Boolean);
}

/** The first source with hours wins: the hours column, Outscraper's old format, Apify's pairs. */
export function workingHoursOf(cells: RowCells, report: Report): WorkingHoursMap | null {
  const dict = cells.fields.get("workingHours");
  const oldFormat = cells.fields.get("workingHoursOldFormat");
  const sources: [string | null | undefined, () => HoursReading][] = [
    [dict?.header, () => readHoursCell(dict?.value)],
    [oldFormat?.header, () => readHoursCell(oldFormat?.value)],
    [cells.hoursHeader, () => readHoursPairs(cells.hoursPairs)],
  ];
  for (const [column, read] of sources) {
    if (!column) continue;
    const reading = read();
    if (reading.unreadable) report(column, UNREADABLE_HOURS);
    if (reading.unknownDays.length > 0) {
      const names = reading.unknownDays.map((day) => JSON.stringify(day)).join(", ");
      report(column, `Unknown day name ${names} in working hours; its hours were left out (the text is kept raw)`);
    }
    if (reading.hours) return reading.hours;
  }
  return null;
}

/** The about column and Apify's additionalInfo columns together. */
export function aboutOf(cells: RowCells, report: Report): AboutSections | null {
  const cell = cells.fields.get("about");
  let fromCell: AboutSections | null = null;
  if (cell) {
    const reading = readAboutCell(cell.value);
    if (reading.unreadable) {
      report(cell.header, UNREADABLE_ABOUT);
      // Not stored as about, so kept as written with the columns Locus has no field for.
      setOwn(cells.raw, cell.header, plainValue(cell.value));
    }
    fromCell = reading.about;
  }
  return mergeAbout(fromCell, aboutFromColumns(cells.aboutCells));
}
