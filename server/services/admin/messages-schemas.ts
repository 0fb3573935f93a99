import { z } from "zod";

/** The inbox shows 20 messages a page, like every admin list. */
export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_MAX_LIMIT = 100;

export const messageStatusSchema = z.enum(["all", "unread"], { error: "status 'all' veya 'unread' olmalı." });
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const messageListQuerySchema = z.object({
  status: messageStatusSchema.default("all"),
  limit: z.coerce.number().int().min(1).max(MESSAGES_MAX_LIMIT, `limit en fazla ${MESSAGES_MAX_LIMIT} olabilir.`).default(MESSAGES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

// Ids are PostgreSQL integers: anything larger is refused here rather than by the database.
export const messageIdSchema = z.coerce.number({ error: "Geçersiz mesaj numarası." }).int().positive().max(2_147_483_647);

export const messageUpdateSchema = z.strictObject({ isRead: z.boolean({ error: "isRead true veya false olmalı." }) });
