import { MINUTE } from "../cache";
import type { RateLimiters } from "../rate-limit";

/** Failed logins allowed per client address: room for typos, too few for guessing. */
export const LOGIN_IP_LIMIT = { limit: 10, windowMs: 15 * MINUTE };
/** Failed logins allowed per user code, from any address: slows a distributed guess at one account. */
export const LOGIN_USER_CODE_LIMIT = { limit: 5, windowMs: 15 * MINUTE };

export interface LoginAttempt {
  ip: string | null;
  /** Absent on step 1, where only the access key is checked. */
  userCode?: string;
}

export interface LoginThrottle {
  /** 0 when the attempt may be checked; else seconds until it may. Counts nothing. */
  retryAfterSeconds(attempt: LoginAttempt): number;
  /** Counts a failed attempt against its address and, when given, its user code. */
  recordFailure(attempt: LoginAttempt): void;
  /**
   * After a successful login the account's and the address's failures are
   * forgotten: whoever holds valid credentials gains nothing by guessing, and
   * staff sharing one office address are not locked out by each other's typos.
   * The per-account limit still holds for every other account.
   */
  recordSuccess(attempt: LoginAttempt): void;
}

// Requests whose address is unknown share one allowance rather than none.
const ipKey = (ip: string | null) => ip ?? "unknown-address";
// Case variants of one code share a count, so "Admin" and "admin" are not two allowances.
const userKey = (userCode: string) => userCode.trim().toLowerCase();

/**
 * Failed-login limits over the process's limiters. Only failures count, and
 * the check happens before any secret is verified, so a blocked client learns
 * nothing more until the window lets it in again.
 */
export function loginThrottle(limiters: RateLimiters, now?: () => number): LoginThrottle {
  const byIp = limiters.get("admin-login-ip", { ...LOGIN_IP_LIMIT, now });
  const byUserCode = limiters.get("admin-login-user-code", { ...LOGIN_USER_CODE_LIMIT, now });
  return {
    retryAfterSeconds({ ip, userCode }) {
      const waits = [byIp.peek(ipKey(ip)).retryAfterSeconds];
      if (userCode) waits.push(byUserCode.peek(userKey(userCode)).retryAfterSeconds);
      return Math.max(...waits);
    },
    recordFailure({ ip, userCode }) {
      byIp.hit(ipKey(ip));
      if (userCode) byUserCode.hit(userKey(userCode));
    },
    recordSuccess({ ip, userCode }) {
      byIp.reset(ipKey(ip));
      if (userCode) byUserCode.reset(userKey(userCode));
    },
  };
}

/** The 429 message, in whole minutes (at least one). */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Çok fazla başarısız deneme. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}
