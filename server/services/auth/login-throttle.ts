import { MINUTE } from "../cache";
import type { RateLimit, RateLimiters } from "../rate-limit";

/** Failed logins allowed per client address: room for typos, too few for guessing. */
export const LOGIN_IP_LIMIT: RateLimit = { name: "admin-login-ip", points: 10, windowMs: 15 * MINUTE };
/** Failed logins allowed per user code, from any address: slows a distributed guess at one account. */
export const LOGIN_USER_CODE_LIMIT: RateLimit = { name: "admin-login-user-code", points: 5, windowMs: 15 * MINUTE };

export interface LoginAttempt {
  ip: string | null;
  /** Absent on step 1, where only the access key is checked. */
  userCode?: string;
}

export type LoginAdmission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Counts the attempt against its address and, when it names one, its user code, before
   * any secret is looked at. A refused attempt is not checked at all, so a client over its
   * allowance costs no password hash and learns nothing until its window ends.
   */
  admit(attempt: LoginAttempt): Promise<LoginAdmission>;
  /** A step that passed gives its count back: only failures use up the allowance. */
  passed(attempt: LoginAttempt): Promise<void>;
  /**
   * After a successful login the account's and the address's failures are forgotten:
   * whoever holds valid credentials gains nothing by guessing, and staff sharing one office
   * address are not locked out by each other's typos. The per-account limit still holds for
   * every other account.
   */
  signedIn(attempt: LoginAttempt): Promise<void>;
}

// Requests whose address is unknown share one allowance rather than none.
const ipKey = (ip: string | null) => ip ?? "unknown-address";
// Case variants of one code share a count, so "Admin" and "admin" are not two allowances.
const userKey = (userCode: string) => userCode.trim().toLowerCase();

/** Login limits over the context's limiters, which count in PostgreSQL for every process. */
export function loginThrottle(limiters: RateLimiters): LoginThrottle {
  const byIp = limiters.for(LOGIN_IP_LIMIT);
  const byUserCode = limiters.for(LOGIN_USER_CODE_LIMIT);
  return {
    async admit({ ip, userCode }) {
      const address = await byIp.consume(ipKey(ip));
      if (!address.allowed) {
        // The account may be held back for longer: tell the longer wait.
        const account = userCode ? await byUserCode.retryAfterSeconds(userKey(userCode)) : 0;
        return { admitted: false, retryAfterSeconds: Math.max(address.retryAfterSeconds, account) };
      }
      // The account is counted only for attempts its address may make, so one blocked
      // address cannot use up an account's allowance.
      const account = userCode ? await byUserCode.consume(userKey(userCode)) : address;
      return account.allowed ? { admitted: true } : { admitted: false, retryAfterSeconds: account.retryAfterSeconds };
    },
    async passed({ ip, userCode }) {
      await Promise.all([byIp.giveBack(ipKey(ip)), userCode ? byUserCode.giveBack(userKey(userCode)) : undefined]);
    },
    async signedIn({ ip, userCode }) {
      await Promise.all([byIp.forget(ipKey(ip)), userCode ? byUserCode.forget(userKey(userCode)) : undefined]);
    },
  };
}

/** The 429 message, in whole minutes (at least one). */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Çok fazla başarısız deneme. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}
