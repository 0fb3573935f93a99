import type { Request, RequestHandler } from "express";
import { sendRefusal } from "./refusal";
import { SearchSlots, type SearchLimits } from "./search-slots";

/**
 * Why these numbers. A search is the one public request whose cost the visitor chooses
 * (long, unusual words read many posting lists and rank every match), and a process has
 * ten database connections and one core for rendering. Two searches at a time are plenty
 * for one person; four running at once leave most connections and the core to every other
 * page, and a short queue absorbs an ordinary burst of visitors.
 */
export const SEARCH_LIMITS: SearchLimits = { perClient: 2, running: 4, waiting: 32, waitMs: 5_000 };

export const CLIENT_BUSY_MESSAGE = "Too many searches at once from your address; try again in a moment";
export const SERVER_BUSY_MESSAGE = "Search is busy; try again in a moment";

/** A visitor's search: a page or a public API call with a non-empty `search`. Staff's own searches are not limited. */
function isSearch(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (/^\/(api\/)?admin([/.]|$)/.test(req.path)) return false;
  const search = req.query.search;
  const text = Array.isArray(search) ? search.join("") : typeof search === "string" ? search : "";
  return text.trim() !== "";
}

/**
 * Bounds the searches this process runs, per client address and in all. The count is this
 * process's own on purpose, not shared through PostgreSQL: what it protects is this
 * process's connections and core, and asking the database before every search would add
 * the very load it is meant to bound. Behind a load balancer a client may reach every
 * process, so it gets `perClient` searches per process, still a small fixed number.
 * Client addresses are Express's `req.ip`: TRUST_PROXY must name the proxy in front, or
 * every visitor shares the proxy's address and its two searches.
 */
export function limitSearches(limits: SearchLimits = SEARCH_LIMITS): RequestHandler {
  const slots = new SearchSlots(limits);
  return (req, res, next) => {
    if (!isSearch(req)) return next();
    // A client that gives up while waiting must not keep its place once its turn comes.
    let gone = false;
    const leave = () => (gone = true);
    res.once("close", leave);
    slots.take(req.ip ?? "unknown").then((slot) => {
      res.off("close", leave);
      if ("release" in slot) {
        if (gone) return slot.release();
        res.once("close", slot.release);
        next();
      } else if (slot.refused === "client-busy") {
        sendRefusal(req, res, { status: 429, message: CLIENT_BUSY_MESSAGE, retryAfterSeconds: 1, pageText: `${CLIENT_BUSY_MESSAGE}.` });
      } else {
        sendRefusal(req, res, { status: 503, message: SERVER_BUSY_MESSAGE, retryAfterSeconds: 2, pageText: `${SERVER_BUSY_MESSAGE}.` });
      }
    }, next);
  };
}
