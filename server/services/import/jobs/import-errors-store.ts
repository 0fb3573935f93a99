// Every row problem of an import, kept beside its job so the whole list can be downloaded
// (the result itself carries only the first hundred).
import type { AppContext } from "../../../context";
import type { RowError } from "../parse/import-record";

export async function storeImportErrors(ctx: Pick<AppContext, "pool">, jobId: number, errors: RowError[]): Promise<void> {
  if (errors.length === 0) return;
  await ctx.pool.query(
    `INSERT INTO import_errors (job_id, row_number, column_name, message, outcome)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[])`,
    [
      jobId,
      errors.map((error) => error.row),
      errors.map((error) => error.column),
      errors.map((error) => error.message),
      errors.map((error) => error.outcome ?? null),
    ],
  );
}

const PAGE = 5000;

/** The job's problems in row order, a page at a time, so a million of them stream in bounded memory. */
export async function* importErrorsOf(ctx: Pick<AppContext, "db">, jobId: number): AsyncGenerator<RowError> {
  let after = 0;
  for (;;) {
    const page = await ctx.db
      .selectFrom("import_errors")
      .select(["id", "row_number", "column_name", "message", "outcome"])
      .where("job_id", "=", jobId)
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    for (const error of page) {
      const problem: RowError = { row: error.row_number, column: error.column_name, message: error.message };
      if (error.outcome) problem.outcome = error.outcome;
      yield problem;
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}
