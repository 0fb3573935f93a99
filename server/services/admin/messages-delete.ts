import type { AppContext } from "../../context";
import { recordAudit } from "../audit/record-audit";

/**
 * Deletes a contact message for good and notes it in the audit log (sender
 * and subject only: enough to answer "where did that message go?").
 * False when there was no such message.
 */
export async function deleteMessage(
  ctx: Pick<AppContext, "db" | "logger">,
  id: number,
  by: { adminUserId: number; ip: string | null },
): Promise<boolean> {
  const row = await ctx.db
    .deleteFrom("contact_messages")
    .where("id", "=", id)
    .returning(["id", "email", "subject"])
    .executeTakeFirst();
  if (!row) return false;
  await recordAudit(ctx, {
    adminUserId: by.adminUserId,
    action: "message.delete",
    entityType: "contact_message",
    entityId: row.id,
    details: { subject: row.subject, email: row.email },
    ip: by.ip,
  });
  return true;
}
