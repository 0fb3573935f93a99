/** Tells the other server processes to forget a family of entries; "" means all of them. */
export type PublishClear = (prefix: string) => Promise<void>;

/**
 * In-process cache for read models that are expensive at a million rows
 * (counts, category and city lists, settings read by every page). One instance
 * per server process, shared by the API and the page loaders through the app
 * context. Every write path awaits `clear()` or `clearPrefix()`: the entries go
 * here at once and, through the cache bus (PostgreSQL NOTIFY), in every other
 * process, so no visitor sees stale counts after an edit or import.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly publish: PublishClear = async () => undefined,
    private readonly maxEntries = 5000,
  ) {}

  async getOrSet<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    // Storing the promise lets concurrent requests for the same key share one query.
    const value = load();
    const entry = { expiresAt: now + ttlMs, value };
    this.entries.set(key, entry);
    // Only this entry: a clear may already have replaced it with a newer load.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets everything, here and in every other process. */
  clear(): Promise<void> {
    return this.clearPrefix("");
  }

  /** Forgets one family of entries (e.g. "sitemap:"), here and in every other process; the rest stays warm. */
  clearPrefix(prefix: string): Promise<void> {
    this.forget(prefix);
    return this.publish(prefix);
  }

  /** Forgets locally only: what another process announced, or all after missed announcements. */
  forget(prefix: string): void {
    if (prefix === "") this.entries.clear();
    else for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
