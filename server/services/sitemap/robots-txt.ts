import { SITEMAP_CACHE_CONTROL } from "./sitemap-limits";

/**
 * robots.txt: everything public may be crawled; the back office and the JSON
 * API may not (their pages duplicate public content or need a session).
 */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

export const ROBOTS_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": SITEMAP_CACHE_CONTROL,
} as const;
