import type { Db } from "../../db/pool";
import { toInboxMessage, type InboxMessage } from "./messages-list";

/**
 * The message an admin opens, marked read at the same time (reading it is
 * what makes it read, as in any mail client); null when it does not exist.
 */
export async function openMessage(ctx: { db: Db }, id: number): Promise<InboxMessage | null> {
  const row = await ctx.db
    .updateTable("contact_messages")
    .set({ is_read: true })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toInboxMessage(row) : null;
}
