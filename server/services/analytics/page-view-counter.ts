import { sql } from "kysely";
import type { Db } from "../../db/pool";
import { SECOND } from "../cache";
import type { PageKind } from "../../../app/lib/admin/analytics";

/** Counters are written in one statement this often, not once per page view. */
export const PAGE_VIEW_FLUSH_EVERY = 10 * SECOND;

/** A UTC calendar day, the unit of the analytics chart. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Page views counted in memory and added to the daily `page_views` rows in
 * batches, so a busy site pays one upsert every few seconds instead of one
 * write per page. A failed write keeps its counts for the next try.
 */
export class PageViewCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  record(kind: PageKind, at = new Date()): void {
    const key = `${utcDay(at)}|${kind}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush().catch(() => undefined);
      }, PAGE_VIEW_FLUSH_EVERY);
      this.timer.unref();
    }
  }

  /** Writes what was counted so far; resolves once it is in the database. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes the rest (server shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush().catch(() => undefined);
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, views]) => {
      const [day, kind] = key.split("|") as [string, string];
      return { day, path_kind: kind, views };
    });
    try {
      await this.db
        .insertInto("page_views")
        .values(rows)
        .onConflict((conflict) => conflict.columns(["day", "path_kind"]).doUpdateSet({ views: sql`page_views.views + excluded.views` }))
        .execute();
    } catch (error) {
      for (const [key, views] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + views);
      throw error;
    }
  }
}
