/**
 * The login routes of adminAuthRouter: the router declares them from here, and the early
 * turn-away for a full hash gate (server/http/turn-away-logins.ts) matches their full paths,
 * so both follow one spelling. The router is mounted at /admin of the API at /api
 * (server/api/index.ts, server/app.ts); tests/integration/login-turned-away.test.ts pins it.
 */
export const ADMIN_AUTH_MOUNT = "/api/admin";
export const LOGIN_ROUTE = "/login";
export const LOGIN_CHECK_ROUTE = "/login/check";
