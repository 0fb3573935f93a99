import { z } from "zod";

/** The largest value of PostgreSQL's `integer`, the type of Locus's id columns. */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * An id from a URL or a form. A larger number would not simply find nothing: PostgreSQL
 * refuses it ("out of range for type integer") and the query fails, so it is bad input.
 */
export const databaseIdSchema = z.coerce.number().int().min(1).max(MAX_DATABASE_ID);
