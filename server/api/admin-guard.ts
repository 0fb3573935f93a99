import type { RequestHandler, Response } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { getAdminFromCookie, type AdminIdentity } from "../services/auth/require-admin";

declare global {
  namespace Express {
    interface Locals {
      /** Set by `requireAdminApi` on every request it lets through. */
      admin?: AdminIdentity;
    }
  }
}

export const SESSION_REQUIRED_MESSAGE = "Oturum gerekli. Lütfen giriş yapın.";

/** Admin API routes: a valid session puts the admin on `res.locals.admin`; otherwise 401. */
export function requireAdminApi(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    // Counted as a back-office call in /metrics, whether the session holds or not.
    res.locals.routeKind = "admin-api";
    const admin = await getAdminFromCookie(ctx, req.headers.cookie, { https: req.secure });
    if (!admin) {
      res.setHeader("Cache-Control", "no-store");
      throw AppError.unauthorized(SESSION_REQUIRED_MESSAGE);
    }
    res.locals.admin = admin;
    next();
  };
}

/** The admin `requireAdminApi` let through; throws when a route forgot the guard. */
export function adminOf(res: Response): AdminIdentity {
  const admin = res.locals.admin;
  if (!admin) throw new Error("admin route mounted without requireAdminApi");
  return admin;
}
