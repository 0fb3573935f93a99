import type { Db } from "../../db/pool";
import { toInboxMessage, type InboxMessage } from "./messages-list";

/**
 * The message an admin opens, as it is; null when it does not exist. Opening
 * is a GET and changes nothing: the inbox marks the message read with its own
 * POST once it is shown (a GET may be sent by a prefetch, a crawler or another
 * site's <img>, none of which is the admin reading it).
 */
export async function openMessage(ctx: { db: Db }, id: number): Promise<InboxMessage | null> {
  const row = await ctx.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toInboxMessage(row) : null;
}
