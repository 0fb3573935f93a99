import type { RequestHandler } from "express";
import { ADMIN_AUTH_MOUNT, LOGIN_CHECK_ROUTE, LOGIN_ROUTE } from "../api/admin-login-routes";
import type { AppContext } from "../context";
import { turnedAway } from "../services/auth/attempt-login";
import { loginHashGate } from "../services/auth/hash-gate";
import { sendRefusal } from "./refusal";

declare global {
  namespace Express {
    interface Locals {
      /** A refusal counted in a repeated-error line instead of an access line of its own. */
      quietRefusal?: boolean;
    }
  }
}

/** The login routes whose first step is a place at the hash gate. */
const LOGIN_PATHS = new Set([LOGIN_ROUTE, LOGIN_CHECK_ROUTE].map((route) => `${ADMIN_AUTH_MOUNT}${route}`));

// Other spellings Express also routes there (upper case) simply take the usual way to the gate.
const isLogin = (method: string, path: string) => method === "POST" && LOGIN_PATHS.has(path.replace(/\/+$/, ""));

/**
 * While every place at this process's hash gate is taken, a login is turned away here, with
 * the answer `attemptLogin` would give, before its body is read, a router runs or an access
 * line is written: a burst of hundreds of wrong logins then costs the pages served beside
 * it as little as a refusal can. Each such refusal is counted in the once-per-interval
 * "login turned away" line. A login that gets past this check still meets the gate itself.
 */
export function turnAwayLoginsWhenGateFull(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (!loginHashGate.isFull() || !isLogin(req.method, req.path)) return next();
    const refusal = turnedAway(ctx);
    res.locals.quietRefusal = true;
    sendRefusal(req, res, { status: 503, message: refusal.error, retryAfterSeconds: refusal.retryAfterSeconds, pageText: refusal.error });
  };
}
