import type { Db } from "../../db/pool";
import { toInboxMessage, type InboxMessage } from "./messages-list";

/** Marks a message read or unread; null when it does not exist. */
export async function setMessageRead(ctx: { db: Db }, id: number, isRead: boolean): Promise<InboxMessage | null> {
  const row = await ctx.db
    .updateTable("contact_messages")
    .set({ is_read: isRead })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toInboxMessage(row) : null;
}
