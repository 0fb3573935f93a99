import type { RequestHandler } from "express";
import type { AppContext } from "../../context";
import { pageKindOf } from "./page-kind";

/** Crawlers and link previews are not visitors. */
const ROBOT = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|bingpreview|embedly|quora link preview/i;

/**
 * Counts a public page once it has been served: a successful GET of a page or
 * of its navigation data, from a browser, not a prefetch.
 */
export function countPageViews(ctx: Pick<AppContext, "pageViews">): RequestHandler {
  return (req, res, next) => {
    const kind = req.method === "GET" ? pageKindOf(req.path) : null;
    if (kind && !ROBOT.test(req.get("user-agent") ?? "") && !isPrefetch(req.get("sec-purpose") ?? req.get("purpose"))) {
      res.on("finish", () => {
        if (res.statusCode === 200) ctx.pageViews.record(kind);
      });
    }
    next();
  };
}

function isPrefetch(purpose: string | undefined): boolean {
  return purpose !== undefined && /prefetch|prerender/i.test(purpose);
}
