import { describeOutcomes, singleSuccessTitle, type SingleSubmitAnswer } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { AppError } from "../app-error";
import { recordAudit } from "../audit/record-audit";
import { requireSiteUrls } from "./check-site-urls";
import { resolveEngines } from "./resolve-engines";
import { submitSiteUrls } from "./submit-site-urls";

/** POST /api/submit-url: one page of this site to every engine that is on. */
export async function submitSingleUrl(ctx: AppContext, text: string, by: { adminUserId: number; ip: string | null }): Promise<SingleSubmitAnswer> {
  const engines = await resolveEngines(ctx);
  const [page] = await requireSiteUrls(ctx, [text]);
  const [outcome] = await submitSiteUrls(ctx, engines, [page!.url]);
  const results = outcome!.engines;
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "indexing.submit",
    entityType: page!.kind,
    entityId: page!.slug,
    details: { url: page!.url, results: results.map(({ engine, status, httpStatus }) => ({ engine, status, httpStatus })) },
    ip: by.ip,
  });
  if (!outcome!.ok) {
    // Only Google was on and its quota is gone: "try later" (429); otherwise an engine said no (502).
    const quotaOnly = results.every((result) => result.status === "skipped");
    throw new AppError(quotaOnly ? 429 : 502, `URL gönderilemedi. ${describeOutcomes(results)}`, { details: results });
  }
  return { success: true, url: page!.url, message: `${singleSuccessTitle(results)} ${describeOutcomes(results)}`, results };
}
