import { setTimeout as sleep } from "node:timers/promises";
import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";
import { getAccessKeyHash } from "./access-key";
import { findLoginAccount, LOGIN_FAILURE_MESSAGES, type CredentialsToCheck, type LoginFailureReason } from "./check-credentials";
import { HASH_GATE_BUSY_MESSAGE, HASH_GATE_RETRY_SECONDS, loginHashGate, type GatePass } from "./hash-gate";
import { loginThrottle, throttledMessage, type AccountAttempt, type LoginThrottle } from "./login-throttle";
import { verifySecret } from "./password-hash";

/** 1 and 2: the screen's per-step checks; 3: the full login. */
export type LoginStep = 1 | 2 | 3;

export type LoginAttemptResult =
  | { ok: true; admin: { id: number; userCode: string } | null }
  | { ok: false; status: 401; error: string }
  | { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number };

interface Attempt {
  ctx: AppContext;
  step: LoginStep;
  credentials: CredentialsToCheck;
  ip: string | null;
  throttle: LoginThrottle;
}

/**
 * One login check, in the screen's order, each part looked at only when the ones before
 * it are right:
 * 1. a place at the process's hash gate, before anything else (503 when none is free);
 * 2. the address's failures are counted before anything is hashed (429 over the limit);
 * 3. the access key is hashed;
 * 4. only with the right key is the user code looked up and, on the last step, counted
 *    against the account: per address (429 over the limit) and from everywhere (a delay);
 * 5. the password is hashed.
 * A step that passes gives its counts back; a login forgets the failures of its address
 * and account. Every failure goes to the audit log (never with the secrets tried).
 */
export async function attemptLogin(
  ctx: AppContext,
  step: LoginStep,
  credentials: CredentialsToCheck,
  client: { ip: string | null },
): Promise<LoginAttemptResult> {
  const pass = loginHashGate.enter();
  if (!pass) return turnedAway(ctx);
  const attempt = { ctx, step, credentials, ip: client.ip, throttle: loginThrottle(ctx.limiters) };
  let passForPassword: GatePass | null = pass;
  try {
    const address = await attempt.throttle.admitAddress(attempt.ip);
    if (!address.admitted) return refuse(attempt, address.retryAfterSeconds);

    const keyHash = await getAccessKeyHash(ctx.db);
    // No access key set: nothing can match, and nothing needs hashing to say so.
    const keyMatches = keyHash !== null && (await pass.hash(() => verifySecret(credentials.accessKey, keyHash)));
    if (!keyMatches) return fail(attempt, "accessKey");
    if (credentials.userCode === undefined) return passed(attempt, null);

    const account = await findLoginAccount(ctx.db, credentials.userCode);
    if (!account) return fail(attempt, "userCode");
    const admin = { id: account.id, userCode: account.userCode };
    if (credentials.password === undefined) return passed(attempt, admin);

    const accountAttempt: AccountAttempt = { ip: attempt.ip, userCode: account.userCode };
    const admission = await attempt.throttle.admitAccount(accountAttempt);
    if (!admission.admitted) return refuse(attempt, admission.retryAfterSeconds);
    if (admission.delayMs > 0) {
      // A slowed account waits without a place, so it slows nobody else's login.
      pass.leave();
      await sleep(admission.delayMs);
      passForPassword = loginHashGate.enter();
      if (!passForPassword) {
        await attempt.throttle.giveBack(attempt.ip, accountAttempt);
        return turnedAway(ctx);
      }
    }
    const { password } = credentials;
    if (!(await passForPassword.hash(() => verifySecret(password, account.passwordHash)))) return fail(attempt, "password");
    await attempt.throttle.signedIn(accountAttempt);
    return { ok: true, admin };
  } finally {
    pass.leave();
    passForPassword?.leave();
  }
}

async function passed(attempt: Attempt, admin: { id: number; userCode: string } | null): Promise<LoginAttemptResult> {
  await attempt.throttle.giveBack(attempt.ip);
  return { ok: true, admin };
}

async function fail({ ctx, step, credentials, ip }: Attempt, reason: LoginFailureReason): Promise<LoginAttemptResult> {
  await recordAudit(ctx, { action: "login.failed", details: { step, userCode: credentials.userCode ?? null, reason }, ip });
  return { ok: false, status: 401, error: LOGIN_FAILURE_MESSAGES[reason] };
}

function refuse({ ctx, step, ip }: Attempt, retryAfterSeconds: number): LoginAttemptResult {
  ctx.logger.warn({ step, ip }, "admin login refused: too many failed attempts");
  return { ok: false, status: 429, error: throttledMessage(retryAfterSeconds), retryAfterSeconds };
}

/** The answer to a login that finds every place at the hash gate taken. */
export function turnedAway(ctx: AppContext): Extract<LoginAttemptResult, { status: 429 | 503 }> {
  // A burst turns hundreds away in a second: one line, then one count per interval.
  ctx.errorLog.note(ctx.logger, {
    kind: "login turned away",
    level: "warn",
    message: "admin login turned away: this process is hashing as many logins as it allows",
    fields: {},
  });
  return { ok: false, status: 503, error: HASH_GATE_BUSY_MESSAGE, retryAfterSeconds: HASH_GATE_RETRY_SECONDS };
}
