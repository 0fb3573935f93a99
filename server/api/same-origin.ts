import type { RequestHandler } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { FOREIGN_ORIGIN_MESSAGE, isForeignOrigin, isMutatingMethod } from "../services/auth/origin";

/**
 * Every state-changing API call must come from the site itself (or from a
 * client that sends neither Origin nor Referer, see `isForeignOrigin`).
 * The request's own origin counts too, so the site also works when reached
 * through another name than SITE_URL (localhost, an IP address).
 */
export function sameOriginMutations(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (!isMutatingMethod(req.method)) return next();
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    if (isForeignOrigin({ origin: req.get("origin"), referer: req.get("referer") }, [ctx.config.siteUrl, own])) {
      res.setHeader("Cache-Control", "no-store");
      throw AppError.forbidden(FOREIGN_ORIGIN_MESSAGE);
    }
    next();
  };
}
