/**
 * In-memory sliding-window rate limiter keyed by any string (a client IP, an
 * IP plus a user code ...). It remembers the time of each allowed hit, so a
 * burst at the edge of a fixed window cannot double the limit. One process
 * holds the state: enough for a single server, and nothing to configure.
 */
export interface RateLimitOptions {
  /** Hits allowed per key within the window. */
  limit: number;
  windowMs: number;
  /** Clock in milliseconds; injected by tests. */
  now?: () => number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits still allowed in the current window after this one. */
  remaining: number;
  /** 0 when allowed; else whole seconds until the next hit would be allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit for `key` unless it would exceed the limit; refused hits are not counted. */
  hit(key: string): RateLimitResult;
  /** What `hit` would answer now, without counting anything (e.g. "is this client blocked?"). */
  peek(key: string): RateLimitResult;
  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): void;
}

export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  if (!(windowMs > 0)) throw new RangeError("windowMs must be positive");
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  /** Drops keys whose every hit is outside the window, at most once per window, so memory stays bounded. */
  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, times] of hits) {
      if ((times[times.length - 1] ?? 0) <= at - windowMs) hits.delete(key);
    }
  }

  function refusal(recent: number[], at: number): RateLimitResult {
    const oldest = recent[0] ?? at;
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
  }

  return {
    hit(key) {
      const at = now();
      sweep(at);
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return refusal(recent, at);
      }
      recent.push(at);
      hits.set(key, recent);
      return { allowed: true, remaining: limit - recent.length, retryAfterSeconds: 0 };
    },
    peek(key) {
      const at = now();
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= limit) return refusal(recent, at);
      return { allowed: true, remaining: limit - recent.length - 1, retryAfterSeconds: 0 };
    },
    reset(key) {
      hits.delete(key);
    },
  };
}

/**
 * The server's limiters by name, created on first use. They live on the app
 * context rather than in module state because the API (loaded by Node) and
 * the page bundle each hold their own copy of every module.
 */
export class RateLimiters {
  private readonly byName = new Map<string, RateLimiter>();

  get(name: string, options: RateLimitOptions): RateLimiter {
    let limiter = this.byName.get(name);
    if (!limiter) {
      limiter = createRateLimiter(options);
      this.byName.set(name, limiter);
    }
    return limiter;
  }
}
