import type { HtmlInjectionCode } from "../../../app/lib/catalog";
import type { AppContext } from "../../context";
import { listEnabledInjections } from "../injections/list-enabled-injections";
import { settingsCodes } from "./analytics-snippets";
import { cachedSiteSettings } from "./site-settings-store";

export interface PageCodes {
  codes: HtmlInjectionCode[];
  /** The Settings screen's default keywords, for pages that set none of their own. */
  defaultKeywords: string;
}

const NONE: PageCodes = { codes: [], defaultKeywords: "" };

/**
 * What the server adds to a public page: the Settings screen's analytics snippets and
 * head/footer codes, then the enabled HTML injection items. The back office gets none:
 * third-party scripts have no business running next to staff's session.
 */
export async function listPageCodes(ctx: AppContext, pathname: string): Promise<PageCodes> {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return NONE;
  const [settings, injections] = await Promise.all([cachedSiteSettings(ctx), listEnabledInjections(ctx)]);
  return { codes: [...settingsCodes(settings), ...injections], defaultKeywords: settings.metaKeywords };
}

const KEYWORDS_TAG = /<meta\s+name="keywords"/i;

/** The default keywords as a meta tag for the head, unless the page has keywords already. */
export function defaultKeywordsCode(html: string, keywords: string): HtmlInjectionCode[] {
  if (!keywords || KEYWORDS_TAG.test(html)) return [];
  const content = keywords.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return [{ id: "settings-keywords", name: "Meta anahtar kelimeler", code: `<meta name="keywords" content="${content}">`, position: "head" }];
}
