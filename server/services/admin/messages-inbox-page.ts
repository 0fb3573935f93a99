import { z } from "zod";
import type { Db } from "../../db/pool";
import { listMessagesWithCounts, type InboxCounts, type InboxMessage } from "./messages-list";
import { openMessage } from "./messages-open";
import { MESSAGES_PAGE_SIZE, messageIdSchema, messageStatusSchema, type MessageStatus } from "./messages-schemas";

export interface InboxView {
  messages: InboxMessage[];
  /** messages matching the filter, for paging */
  total: number;
  counts: InboxCounts;
  status: MessageStatus;
  page: number;
  pageSize: number;
  /** the message asked for with ?open= (as it is: the page marks it read by a POST); null when none was asked for */
  opened: InboxMessage | null;
  /** ?open= named a message that does not exist (deleted meanwhile, mistyped) */
  openedMissing: boolean;
}

// A hand-edited address degrades to the first page of everything instead of an error page.
const inboxParamsSchema = z.object({
  status: messageStatusSchema.catch("all"),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  open: messageIdSchema.optional().catch(undefined),
});

/**
 * The inbox page's data from its address (?status=all|unread&page=N&open=ID).
 * Reading it changes nothing.
 */
export async function loadInboxView(ctx: { db: Db }, params: URLSearchParams): Promise<InboxView> {
  const { status, page, open } = inboxParamsSchema.parse({
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
    open: params.get("open") ?? undefined,
  });
  const [opened, { messages, counts }] = await Promise.all([
    open === undefined ? null : openMessage(ctx, open),
    listMessagesWithCounts(ctx, { status, limit: MESSAGES_PAGE_SIZE, offset: (page - 1) * MESSAGES_PAGE_SIZE }),
  ]);
  const total = status === "unread" ? counts.unread : counts.all;
  return { messages, total, counts, status, page, pageSize: MESSAGES_PAGE_SIZE, opened, openedMissing: open !== undefined && opened === null };
}
