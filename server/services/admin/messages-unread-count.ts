import type { Db } from "../../db/pool";

/** Unread contact messages, for the badge beside 'Mesajlar' in the admin menu. */
export async function countUnreadMessages(ctx: { db: Db }): Promise<number> {
  const row = await ctx.db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("is_read", "=", false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
