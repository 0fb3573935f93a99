/** Tells the other server processes to forget a family of entries; "" means all of them. */
export type PublishClear = (prefix: string) => Promise<void>;

/** Keys starting with `prefix` kept apart, at most `maxEntries` of them, so many of them never push the others out. */
export interface CacheShelf {
  prefix: string;
  maxEntries: number;
}

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * In-process cache for read models that are expensive at a million rows
 * (counts, category and city lists, pages of lists, settings read by every
 * page). One instance per server process, shared by the API and the page
 * loaders through the app context. Every write path awaits `clear()` or
 * `clearPrefix()`: the entries go here at once and, through the cache bus
 * (PostgreSQL NOTIFY), in every other process, so no visitor sees stale counts
 * after an edit or import. When a shelf is full, the entry read least recently goes.
 */
export class ReadCache {
  private readonly shelves: (CacheShelf & { entries: Map<string, Entry> })[];
  private forgotten = 0;

  constructor(
    private readonly publish: PublishClear = async () => undefined,
    maxEntries = 5000,
    shelves: CacheShelf[] = [],
  ) {
    // The catch-all shelf last: the first whose prefix a key starts with holds it.
    this.shelves = [...shelves, { prefix: "", maxEntries }].map((shelf) => ({ ...shelf, entries: new Map() }));
  }

  async getOrSet<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const { entries, maxEntries } = this.shelfOf(key);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) {
      // Last in the map's order is the most recently read.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    // Storing the promise lets concurrent requests for the same key share one query.
    const value = load();
    const entry = { expiresAt: now + ttlMs, value };
    entries.delete(key);
    entries.set(key, entry);
    // Only this entry: a clear may already have replaced it with a newer load.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return value;
  }

  /** Whether a live entry is kept under `key` (reading it later may still miss, should a write clear it). */
  has(key: string): boolean {
    const entry = this.shelfOf(key).entries.get(key);
    return entry !== undefined && entry.expiresAt > Date.now();
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

  /**
   * Goes up with every forgetting, here or announced: a value read from the database without
   * `getOrSet` may be kept only if this has not moved since its read began, as a write's
   * clearing meanwhile may have left it stale.
   */
  get generation(): number {
    return this.forgotten;
  }

  /** Forgets locally only: what another process announced, or all after missed announcements. */
  forget(prefix: string): void {
    this.forgotten += 1;
    for (const { entries } of this.shelves) {
      if (prefix === "") entries.clear();
      else for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    }
  }

  private shelfOf(key: string) {
    return this.shelves.find((shelf) => key.startsWith(shelf.prefix))!;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
