/**
 * In-process cache for read models that are expensive at a million rows
 * (counts, category and city lists). One instance per server process, shared
 * by the API and the page loaders through the app context; every write path
 * calls `clear()` so no visitor sees stale counts after an edit or import.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private readonly maxEntries = 5000) {}

  async getOrSet<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    // Storing the promise lets concurrent requests for the same key share one query.
    const value = load();
    this.entries.set(key, { expiresAt: now + ttlMs, value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Forgets one family of entries (e.g. "sitemap:") and keeps the rest warm. */
  clearPrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
