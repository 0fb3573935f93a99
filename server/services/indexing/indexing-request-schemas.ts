// The bodies and queries of the URL indexing calls.
import { z } from "zod";
import { INDEXING_MESSAGES } from "../../../app/lib/admin/indexing";

/** Far above the 100 URLs one call may send; only keeps a runaway body from being walked line by line. */
const MAX_LINES = 1000;

export const singleUrlBodySchema = z.object({
  url: z.string(INDEXING_MESSAGES.emptyUrl).trim().min(1, INDEXING_MESSAGES.emptyUrl),
  type: z.literal("URL_UPDATED", "Yalnızca URL_UPDATED bildirimi gönderilebilir.").default("URL_UPDATED"),
});

export const bulkUrlsBodySchema = z.object({
  urls: z.array(z.string(), INDEXING_MESSAGES.noUrls).max(MAX_LINES, `En fazla ${MAX_LINES} satır gönderilebilir.`),
});

export const submissionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const walkIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
