import { MINUTE, SECOND } from "../cache";
import type { RateLimit, RateLimiters } from "../rate-limit";
import { addressKey } from "./address-key";

/** Failed logins allowed per client address, whatever they named: room for typos, too few for guessing. */
export const LOGIN_IP_LIMIT: RateLimit = { name: "admin-login-ip", points: 10, windowMs: 15 * MINUTE };
/**
 * Wrong passwords allowed per account from one address. Counted only once the access key
 * has proved right, so a stranger naming a user code cannot touch it; and per address, so
 * whoever guesses shuts out only themself, never the owner at another address.
 */
export const LOGIN_ACCOUNT_IP_LIMIT: RateLimit = { name: "admin-login-account-ip", points: 5, windowMs: 15 * MINUTE };
/**
 * Wrong passwords per account from every address together. Never a refusal (that would let
 * a botnet lock the owner out): it only sets the account's delay, see `accountDelayMs`.
 */
export const LOGIN_ACCOUNT_FAILURES: RateLimit = { name: "admin-login-account", points: 1_000_000, windowMs: 60 * MINUTE };

/** Failures an account takes before its password checks are slowed. */
export const ACCOUNT_FREE_FAILURES = 5;
const FIRST_DELAY = SECOND / 2;
const MAX_DELAY = 15 * SECOND;

/**
 * How long a password check for an account waits, given the account's failures before it:
 * nothing for the first five, then half a second doubling up to 15 s. The owner with the
 * right password waits at most that once; each guess waits it too, and concurrent guesses
 * count against each other, so a burst at one account is answered slowly.
 */
export function accountDelayMs(failuresBefore: number): number {
  if (failuresBefore < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY * 2 ** (failuresBefore - ACCOUNT_FREE_FAILURES), MAX_DELAY);
}

export interface AccountAttempt {
  ip: string | null;
  userCode: string;
}

export type LoginAdmission = { admitted: true } | { admitted: false; retryAfterSeconds: number };
export type AccountAdmission = { admitted: true; delayMs: number } | { admitted: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Counts the attempt against its address before any secret is hashed. A refused
   * attempt is not checked at all: it costs no hash and learns nothing.
   */
  admitAddress(ip: string | null): Promise<LoginAdmission>;
  /**
   * Once the access key has proved right, counts a password check against the account from
   * this address (refused over its allowance) and from everywhere (never refused; sets the
   * delay to wait before hashing).
   */
  admitAccount(attempt: AccountAttempt): Promise<AccountAdmission>;
  /** Takes back what an attempt that failed nothing counted: the address, and the account when named. */
  giveBack(ip: string | null, account?: AccountAttempt): Promise<void>;
  /**
   * After a successful login the address's and the account's failures are forgotten:
   * whoever holds valid credentials gains nothing by guessing, and staff sharing one
   * office address are not held back by each other's typos.
   */
  signedIn(attempt: AccountAttempt): Promise<void>;
}

const ipKey = addressKey;
// Case variants of one code share a count, so "Admin" and "admin" are not two allowances.
const accountKey = (userCode: string) => userCode.trim().toLowerCase();
// An address never holds "|", so the pair cannot be read two ways.
const pairKey = ({ ip, userCode }: AccountAttempt) => `${ipKey(ip)}|${accountKey(userCode)}`;

/** Login limits over the context's limiters, which count in PostgreSQL for every process. */
export function loginThrottle(limiters: RateLimiters): LoginThrottle {
  const byIp = limiters.for(LOGIN_IP_LIMIT);
  const byPair = limiters.for(LOGIN_ACCOUNT_IP_LIMIT);
  const byAccount = limiters.for(LOGIN_ACCOUNT_FAILURES);
  return {
    async admitAddress(ip) {
      const verdict = await byIp.consume(ipKey(ip));
      return verdict.allowed ? { admitted: true } : { admitted: false, retryAfterSeconds: verdict.retryAfterSeconds };
    },
    async admitAccount(attempt) {
      const pair = await byPair.consume(pairKey(attempt));
      if (!pair.allowed) return { admitted: false, retryAfterSeconds: pair.retryAfterSeconds };
      const account = await byAccount.consume(accountKey(attempt.userCode));
      // Never refused (its allowance is out of reach), but say so rather than assume it.
      if (!account.allowed) return { admitted: true, delayMs: MAX_DELAY };
      return { admitted: true, delayMs: accountDelayMs(account.used - 1) };
    },
    async giveBack(ip, account) {
      await Promise.all([
        byIp.giveBack(ipKey(ip)),
        account ? byPair.giveBack(pairKey(account)) : undefined,
        account ? byAccount.giveBack(accountKey(account.userCode)) : undefined,
      ]);
    },
    async signedIn(attempt) {
      await Promise.all([byIp.forget(ipKey(attempt.ip)), byPair.forget(pairKey(attempt)), byAccount.forget(accountKey(attempt.userCode))]);
    },
  };
}

/** The 429 message, in whole minutes (at least one). */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Çok fazla başarısız deneme. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}
