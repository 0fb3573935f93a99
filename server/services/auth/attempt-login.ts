import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { checkCredentials, LOGIN_FAILURE_MESSAGES, type CredentialsToCheck } from "./check-credentials";
import { loginThrottle, throttledMessage } from "./login-throttle";

/** 1 and 2: the screen's per-step checks; 3: the full login. */
export type LoginStep = 1 | 2 | 3;

export type LoginAttemptResult =
  | { ok: true; admin: { id: number; userCode: string } | null }
  | { ok: false; status: 401; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/**
 * One login check, throttled: the attempt is counted before any secret is looked at, and a
 * client over its allowance is refused there; a step that passes gives its count back, a
 * full login forgets the failures of its address and account. Every failure is written to
 * the audit log (never with the secrets tried).
 */
export async function attemptLogin(
  ctx: AppContext,
  step: LoginStep,
  credentials: CredentialsToCheck,
  client: { ip: string | null },
): Promise<LoginAttemptResult> {
  const throttle = loginThrottle(ctx.limiters);
  const attempt = { ip: client.ip, userCode: credentials.userCode };
  const admission = await throttle.admit(attempt);
  if (!admission.admitted) {
    ctx.logger.warn({ step, ip: client.ip }, "admin login refused: too many failed attempts");
    const { retryAfterSeconds } = admission;
    return { ok: false, status: 429, error: throttledMessage(retryAfterSeconds), retryAfterSeconds };
  }

  const result = await checkCredentials(ctx.db, credentials);
  if (result.ok) {
    await (step === 3 ? throttle.signedIn(attempt) : throttle.passed(attempt));
    return result;
  }
  await recordAudit(ctx, {
    action: "login.failed",
    details: { step, userCode: credentials.userCode ?? null, reason: result.reason },
    ip: client.ip,
  });
  return { ok: false, status: 401, error: LOGIN_FAILURE_MESSAGES[result.reason] };
}
