// Browsers keep pages and API answers for the spec's minutes; a shared cache in
// front of Locus (the nginx in deploy/nginx) serves every visitor, so what it
// keeps must follow edits sooner. `s-maxage` is the shared caches' own time
// (max-age stays for browsers): at most SHARED_CACHE_SECONDS.
import type { RequestHandler, Response } from "express";

/** Answers a shared cache must not store or stretch, or that never change (fingerprinted assets). */
const LEFT_AS_THEY_ARE = new Set(["private", "no-store", "no-cache", "immutable", "s-maxage"]);

/**
 * `value` with `s-maxage` = min(its max-age, sharedSeconds) added, when the
 * answer is one a shared cache may keep for its max-age; otherwise unchanged.
 */
export function withSharedMaxAge(value: string, sharedSeconds: number): string {
  const directives = value.split(",").map((part) => part.trim().toLowerCase());
  if (directives.some((directive) => LEFT_AS_THEY_ARE.has(directive.split("=")[0]!))) return value;
  const maxAge = directives.find((directive) => directive.startsWith("max-age="))?.slice("max-age=".length);
  if (maxAge === undefined || !/^\d+$/.test(maxAge)) return value;
  return `${value}, s-maxage=${Math.min(Number(maxAge), sharedSeconds)}`;
}

/**
 * Adds the shared-cache time to every answer as its headers go out, whoever
 * set Cache-Control (API routers, page routes, static files): one rule, one place.
 */
export function limitSharedCaching(sharedSeconds: number): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const value = this.getHeader("Cache-Control");
      if (typeof value === "string") this.setHeader("Cache-Control", withSharedMaxAge(value, sharedSeconds));
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
