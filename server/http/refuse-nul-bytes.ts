import type { RequestHandler } from "express";
import { sendRefusal } from "./refusal";

/** `%00` decodes to NUL, the only way one reaches a route: Node refuses a raw NUL in the request line. */
const ENCODED_NUL = /%00|\0/;

export const NUL_REFUSAL = "Invalid request address";
export const NUL_PROBLEM = "must not contain a NUL character";

/**
 * Refuses a NUL character anywhere in the path or query string, before any route runs.
 * PostgreSQL refuses NUL in text ("invalid byte sequence"), so a slug, search or filter
 * holding one would fail its query with a 500; no real address or search contains one,
 * so one check here covers every parameter of every page and API route.
 */
export function refuseNulBytes(): RequestHandler {
  return (req, res, next) => {
    if (!ENCODED_NUL.test(req.url)) return next();
    const queryStart = req.url.indexOf("?");
    const inPath = ENCODED_NUL.test(queryStart === -1 ? req.url : req.url.slice(0, queryStart));
    sendRefusal(req, res, {
      status: 400,
      message: NUL_REFUSAL,
      details: [{ path: inPath ? "path" : "query", message: NUL_PROBLEM }],
      pageText: "Bad request: this address contains a character that is not allowed.",
    });
  };
}
