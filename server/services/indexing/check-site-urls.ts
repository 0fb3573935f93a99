import type { AppContext } from "../../context";
import { classifySiteUrl, URL_REASONS, type SitePageKind, type SitePageUrl } from "../../../app/lib/admin/indexing";
import { AppError } from "../app-error";

export interface RejectedUrl {
  url: string;
  reason: string;
}

const TABLES = { business: "businesses", category: "categories", city: "cities" } as const;
/** How many bad addresses the message names; the details list them all. */
const NAMED_IN_MESSAGE = 5;

async function existingSlugs(ctx: Pick<AppContext, "db">, kind: SitePageKind, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await ctx.db.selectFrom(TABLES[kind]).select("slug").where("slug", "in", slugs).execute();
  return new Set(rows.map((row) => row.slug));
}

/**
 * The pages behind the addresses, in order and without repeats, or a 400
 * naming every address that is not a page of this site that exists.
 */
export async function requireSiteUrls(ctx: Pick<AppContext, "db" | "config">, urls: string[]): Promise<SitePageUrl[]> {
  const rejected: RejectedUrl[] = [];
  const pages = new Map<string, SitePageUrl>();
  for (const text of urls) {
    const classified = classifySiteUrl(ctx.config.siteUrl, text);
    if (classified.ok) pages.set(classified.page.url, classified.page);
    else rejected.push({ url: classified.url, reason: classified.reason });
  }
  for (const kind of Object.keys(TABLES) as SitePageKind[]) {
    const ofKind = [...pages.values()].filter((page) => page.kind === kind);
    const found = await existingSlugs(ctx, kind, [...new Set(ofKind.map((page) => page.slug))]);
    for (const page of ofKind) if (!found.has(page.slug)) rejected.push({ url: page.url, reason: URL_REASONS.unknown[kind] });
  }
  if (rejected.length > 0) throw AppError.badInput(rejectionMessage(ctx.config.siteUrl, rejected), rejected);
  return [...pages.values()];
}

function rejectionMessage(siteUrl: string, rejected: RejectedUrl[]): string {
  const named = rejected.slice(0, NAMED_IN_MESSAGE).map((item) => `${item.url} (${item.reason})`);
  const more = rejected.length > NAMED_IN_MESSAGE ? ` ve ${rejected.length - NAMED_IN_MESSAGE} URL daha` : "";
  return `Kabul edilmeyen URL: ${named.join(", ")}${more}. Yalnızca ${siteUrl} adresindeki işletme, kategori ve şehir sayfaları gönderilebilir.`;
}
