import { BULK_URL_LIMIT, INDEXING_MESSAGES, type BulkSubmitAnswer } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { requireSiteUrls } from "./check-site-urls";
import { AppError } from "../app-error";
import { resolveEngines } from "./resolve-engines";
import { submitSiteUrls } from "./submit-site-urls";

export const TOO_MANY_URLS_MESSAGE = (count: number) => `Bir seferde en fazla ${BULK_URL_LIMIT} URL gönderilebilir; ${count} URL gönderildi.`;

/** POST /api/submit-urls-bulk: up to 100 pages, all checked before any is sent. */
export async function submitUrlList(ctx: AppContext, lines: string[], by: { adminUserId: number; ip: string | null }): Promise<BulkSubmitAnswer> {
  const urls = lines.map((line) => line.trim()).filter((line) => line !== "");
  if (urls.length === 0) throw AppError.badInput(INDEXING_MESSAGES.noUrls);
  if (urls.length > BULK_URL_LIMIT) throw AppError.badInput(TOO_MANY_URLS_MESSAGE(urls.length));
  const engines = await resolveEngines(ctx);
  const pages = await requireSiteUrls(ctx, urls);
  const results = await submitSiteUrls(ctx, engines, pages.map((page) => page.url));
  const successful = results.filter((result) => result.ok).length;
  const summary = { total: results.length, successful, failed: results.length - successful };
  await recordAudit(ctx, { adminUserId: by.adminUserId, action: "indexing.submit-bulk", details: summary, ip: by.ip });
  return { summary, results };
}
