// A restore replaces the admin accounts too, but must not sign out the admin doing it:
// the session rows are saved before the tables are emptied and put back afterwards for
// every account that still exists (same id) in the restored data.
import type pg from "pg";

export interface SavedSessions {
  rows: unknown[];
  /** The id sequence's state, so new sessions never reuse a kept id. */
  sequence: { last_value: number; is_called: boolean };
}

async function sessionSequence(client: pg.PoolClient): Promise<string> {
  const { rows } = await client.query<{ name: string }>("SELECT pg_get_serial_sequence('admin_sessions', 'id') AS name");
  return rows[0]!.name;
}

export async function keptSessions(client: pg.PoolClient): Promise<SavedSessions> {
  const { rows } = await client.query("SELECT * FROM admin_sessions WHERE expires_at > now()");
  const sequence = await client.query<SavedSessions["sequence"]>(`SELECT last_value, is_called FROM ${await sessionSequence(client)}`);
  return { rows, sequence: sequence.rows[0]! };
}

export async function restoreSessions(client: pg.PoolClient, saved: SavedSessions): Promise<void> {
  await client.query(
    `INSERT INTO admin_sessions OVERRIDING SYSTEM VALUE
     SELECT s.* FROM json_populate_recordset(NULL::admin_sessions, $1::json) s
      WHERE EXISTS (SELECT 1 FROM admin_users u WHERE u.id = s.admin_user_id)`,
    [JSON.stringify(saved.rows)],
  );
  await client.query("SELECT setval($1::regclass, $2, $3)", [await sessionSequence(client), saved.sequence.last_value, saved.sequence.is_called]);
}
