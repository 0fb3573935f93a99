import type { Response } from "express";

/**
 * Freshness the spec gives the client caches (categories 30 min, detail 45 min ...)
 * becomes Cache-Control; stale-while-revalidate keeps answers instant while the
 * browser refreshes them in the background.
 */
export function cacheFor(res: Response, seconds: number): void {
  res.setHeader("Cache-Control", `public, max-age=${seconds}, stale-while-revalidate=${seconds * 2}`);
}

export const MINUTES = 60;
