import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { SECOND } from "./cache";

/** The table of migration 009, shared by every limit (their names keep the keys apart). */
export const RATE_LIMIT_TABLE = "rate_limits";

/** A limit: `points` attempts per key in a window of `windowMs` that opens with the key's first attempt. */
export interface RateLimit {
  /** Unique per limit: the prefix of its keys in the table. */
  name: string;
  points: number;
  windowMs: number;
}

/** `used`: the attempts counted for the key in its window, this one included. */
export type RateLimitVerdict = { allowed: true; used: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one attempt for `key` before the work it guards, in one atomic statement, so
   * concurrent attempts from any process cannot all slip under the limit.
   */
  consume(key: string): Promise<RateLimitVerdict>;
  /** Seconds until an attempt for `key` would be allowed (0: now). Counts nothing. */
  retryAfterSeconds(key: string): Promise<number>;
  /** Takes back the attempt `consume` counted, e.g. for a login step that passed. */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of `key`, e.g. after a successful login. */
  forget(key: string): Promise<void>;
}

const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / SECOND));

function limiterOver(store: RateLimiterPostgres, limit: RateLimit): RateLimiter {
  return {
    async consume(key) {
      try {
        const counted = await store.consume(key);
        return { allowed: true, used: counted.consumedPoints };
      } catch (refusal) {
        // The library rejects with its result when the limit is reached, and with the
        // database's error otherwise: that one is not a verdict and goes up as a 500.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: wholeSeconds(refusal.msBeforeNext) };
      }
    },
    async retryAfterSeconds(key) {
      const state = await store.get(key);
      return state && state.consumedPoints >= limit.points ? wholeSeconds(state.msBeforeNext) : 0;
    },
    async giveBack(key) {
      await store.reward(key, 1);
    },
    async forget(key) {
      await store.delete(key);
    },
  };
}

/**
 * The limits, counted in PostgreSQL so that every process (workers of one machine, and
 * machines behind a load balancer) shares one count. The library's stores are made on first
 * use and kept: each holds prepared statement names and, for one of them, the sweep timer.
 *
 * No in-memory insurance limiter: every guarded call (login, contact message, ad event)
 * needs the database anyway, and a per-process fallback would only multiply the limits.
 */
export class RateLimiters {
  private readonly byName = new Map<string, RateLimiter>();

  constructor(private readonly pool: pg.Pool) {}

  for(limit: RateLimit): RateLimiter {
    let limiter = this.byName.get(limit.name);
    if (!limiter) {
      const store = new RateLimiterPostgres({
        storeClient: this.pool,
        storeType: "pool",
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        // All limits share the table, and the sweep deletes any expired row: one per context is enough.
        clearExpiredByTimeout: this.byName.size === 0,
        keyPrefix: limit.name,
        points: limit.points,
        duration: limit.windowMs / SECOND,
      });
      limiter = limiterOver(store, limit);
      this.byName.set(limit.name, limiter);
    }
    return limiter;
  }
}
