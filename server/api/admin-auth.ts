import { Router, type Request, type RequestHandler } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { attemptLogin, type LoginAttemptResult } from "../services/auth/attempt-login";
import { loginCheckSchema, loginSchema } from "../services/auth/login-schemas";
import { findSession } from "../services/auth/sessions";
import { readSessionToken } from "../services/auth/session-cookie";
import { signInAdmin } from "../services/auth/sign-in-admin";
import { signOutAdmin } from "../services/auth/sign-out-admin";
import { SESSION_REQUIRED_MESSAGE } from "./admin-guard";
import { LOGIN_CHECK_ROUTE, LOGIN_ROUTE } from "./admin-login-routes";
import { jsonBody, parseInput } from "./request-input";

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

// req.ip is the socket address, or the forwarded one only from a proxy TRUST_PROXY names.
const clientIp = (req: Request) => req.ip ?? null;

/** Login, logout and the session probe, mounted under /api/admin. Nothing here may be cached. */
export function adminAuthRouter(ctx: AppContext): Router {
  const router = Router();

  router.post(LOGIN_CHECK_ROUTE, noStore, async (req, res) => {
    const input = parseInput(loginCheckSchema, jsonBody(req), "login request");
    const result = await attemptLogin(ctx, input.step, input, { ip: clientIp(req) });
    if (!result.ok) throw refusal(result);
    res.json({ ok: true });
  });

  router.post(LOGIN_ROUTE, noStore, async (req, res) => {
    const input = parseInput(loginSchema, jsonBody(req), "login request");
    const result = await attemptLogin(ctx, 3, input, { ip: clientIp(req) });
    if (!result.ok) throw refusal(result);
    if (!result.admin) throw new Error("login passed without an account");
    const client = { ip: clientIp(req), userAgent: req.get("user-agent") ?? null, transport: { https: req.secure } };
    const signedIn = await signInAdmin(ctx, result.admin, client);
    res.setHeader("Set-Cookie", signedIn.cookie);
    res.json({ userCode: signedIn.userCode, expiresAt: signedIn.expiresAt.toISOString() });
  });

  router.post("/logout", noStore, async (req, res) => {
    res.setHeader("Set-Cookie", await signOutAdmin(ctx, req.headers.cookie, { ip: clientIp(req), transport: { https: req.secure } }));
    res.json({ ok: true });
  });

  router.get("/session", noStore, async (req, res) => {
    const token = readSessionToken(req.headers.cookie, { https: req.secure });
    const session = token ? await findSession(ctx, token) : null;
    if (!session) throw AppError.unauthorized(SESSION_REQUIRED_MESSAGE);
    res.json({ authenticated: true, userCode: session.userCode, expiresAt: session.expiresAt.toISOString() });
  });

  return router;
}

function refusal(result: Exclude<LoginAttemptResult, { ok: true }>): AppError {
  if (result.status === 429) return AppError.tooManyRequests(result.error, result.retryAfterSeconds);
  if (result.status === 503) return new AppError(503, result.error, { retryAfterSeconds: result.retryAfterSeconds });
  return AppError.unauthorized(result.error);
}
