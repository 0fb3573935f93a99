import type { InboxMessage } from "../../../app/lib/admin/inbox-message";
import type { Db } from "../../db/pool";
import type { ContactMessagesTable } from "../../db/types";
import type { Selectable } from "kysely";
import type { MessageListQuery } from "./messages-schemas";

export type { InboxMessage };

export interface InboxPage {
  messages: InboxMessage[];
  /** messages matching the filter */
  total: number;
  /** unread messages in the whole inbox, whatever the filter */
  unread: number;
}

export function toInboxMessage(row: Selectable<ContactMessagesTable>): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    ip: row.ip,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
  };
}

export interface InboxCounts {
  all: number;
  unread: number;
}

/** One page of the contact inbox, newest first, with the counts the screen shows beside it. */
export async function listMessages(ctx: { db: Db }, query: MessageListQuery): Promise<InboxPage> {
  const { messages, counts } = await listMessagesWithCounts(ctx, query);
  return { messages, total: query.status === "unread" ? counts.unread : counts.all, unread: counts.unread };
}

/** The same page with both counts, for the inbox screen's filter tabs. */
export async function listMessagesWithCounts(ctx: { db: Db }, query: MessageListQuery): Promise<{ messages: InboxMessage[]; counts: InboxCounts }> {
  let page = ctx.db.selectFrom("contact_messages").selectAll();
  if (query.status === "unread") page = page.where("is_read", "=", false);
  const [rows, counts] = await Promise.all([
    page.orderBy("created_at", "desc").orderBy("id", "desc").limit(query.limit).offset(query.offset).execute(),
    ctx.db
      .selectFrom("contact_messages")
      .select((eb) => [eb.fn.countAll<string>().as("total"), eb.fn.countAll<string>().filterWhere("is_read", "=", false).as("unread")])
      .executeTakeFirstOrThrow(),
  ]);
  return { messages: rows.map(toInboxMessage), counts: { all: Number(counts.total), unread: Number(counts.unread) } };
}
