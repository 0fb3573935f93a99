import { sql } from "kysely";
import type { Db } from "../../db/pool";
import { AppError } from "../app-error";
import { exportFileName } from "./export-file-name";
import { EXPORT_TOO_MANY_MESSAGE, type ExportFormat, type ExportQuery } from "./export-query";
import { EXPORT_MAX_ROWS, type ExportFilter } from "./read-export-batches";

export const EXPORT_UNKNOWN_CATEGORY_MESSAGE = "Kategori bulunamadı";

export interface ExportPlan {
  filter: ExportFilter;
  format: ExportFormat;
  fileName: string;
}

/**
 * Does the filter match more rows than one export may carry? Counts at most
 * EXPORT_MAX_ROWS + 1 rows, so the answer costs the same on a ten-million-row
 * table as on a million-row one.
 */
async function exceedsExportLimit(db: Db, filter: ExportFilter): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM businesses b
      WHERE true
        ${filter.categoryId === undefined ? sql`` : sql`AND b.category_id = ${filter.categoryId}`}
        ${filter.countryCode === undefined ? sql`` : sql`AND b.country_code = ${filter.countryCode}`}
      LIMIT ${EXPORT_MAX_ROWS + 1}
    ) capped`.execute(db);
  return rows[0]!.n > EXPORT_MAX_ROWS;
}

/**
 * Turns a valid export query into what to read and what to call the file:
 * resolves the category's slug for the file name and, without a range (whose
 * size the query schema already bounds), refuses a filter that matches more
 * than EXPORT_MAX_ROWS businesses before any byte of the file is sent (both 400).
 */
export async function planExport(db: Db, query: ExportQuery, now = new Date()): Promise<ExportPlan> {
  let categorySlug: string | undefined;
  if (query.categoryId !== undefined) {
    const category = await db.selectFrom("categories").select("slug").where("id", "=", query.categoryId).executeTakeFirst();
    if (!category) throw AppError.badInput(EXPORT_UNKNOWN_CATEGORY_MESSAGE);
    categorySlug = category.slug;
  }
  const filter: ExportFilter = {
    firstRowNumber: query.range?.start ?? null,
    lastRowNumber: query.range?.end ?? null,
    categoryId: query.categoryId,
    countryCode: query.countryCode,
  };
  if (!query.range && (await exceedsExportLimit(db, filter))) throw AppError.badInput(EXPORT_TOO_MANY_MESSAGE);
  const fileName = exportFileName({ range: query.range, categorySlug, countryCode: query.countryCode, format: query.format, now });
  return { filter, format: query.format, fileName };
}
