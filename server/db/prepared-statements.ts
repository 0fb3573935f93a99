import { createHash } from "node:crypto";
import { sql, type RawBuilder } from "kysely";
import type pg from "pg";

/**
 * Marks a statement whose plan does not depend on its values (a look-up by a unique key, a
 * nearest-first walk from a point): each connection prepares it once, and PostgreSQL reuses
 * the plan instead of planning it for every call. Planning those statements cost about
 * 1 ms of the database's CPU against 0.5 ms of running them. Statements whose best plan
 * depends on the values (a city of ten businesses against one of a hundred thousand, a
 * search's words) are left unmarked and planned every time.
 */
export const PREPARED_MARK = "/* locus:prepared */";

/** The mark, for a Kysely builder's `modifyFront` (it lands right after SELECT). */
export function preparedMark(): RawBuilder<unknown> {
  return sql.raw(PREPARED_MARK);
}

// Where the mark is looked for: at the start, or right after Kysely's "select ".
const MARK_WITHIN = 32;

/**
 * Marked texts differ by the numbers written into them (a page's limit and offset) and by
 * which filters are set: a few hundred in practice. Each prepared statement holds a plan in
 * its connection's backend, so a connection prepares at most this many and plans the rest
 * as usual: odd pages asked by a crawler cannot grow the database's memory.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;
const MAX_NAMES = 2000;

// Statement names by text: a pure function of the text, kept per process (another process
// naming the same text gets the same name); what is prepared lives in each connection.
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `locus_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Sends the marked statements of this client's queries as named (prepared) ones. */
export function prepareMarkedStatements(client: pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const preparedHere = new Set<string>();
  const named = (...args: unknown[]): unknown => {
    const [text, values] = args;
    // Kysely's promise form only: (text, values).
    if (typeof text === "string" && args.length <= 2 && text.slice(0, MARK_WITHIN).includes(PREPARED_MARK)) {
      const name = statementName(text);
      if (preparedHere.has(name) || preparedHere.size < MAX_PREPARED_PER_CONNECTION) {
        preparedHere.add(name);
        return query({ name, text, values });
      }
    }
    return query(...args);
  };
  client.query = named as typeof client.query;
}
