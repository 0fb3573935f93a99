import { z } from "zod";
import type { AppContext } from "../../context";
import { deleteMessage } from "./messages-delete";
import { messageIdSchema } from "./messages-schemas";
import { setMessageRead } from "./messages-set-read";

export const inboxActionSchema = z.object({
  intent: z.enum(["read", "unread", "delete"], { error: "Geçersiz işlem." }),
  id: messageIdSchema,
});
export type InboxIntent = z.infer<typeof inboxActionSchema>["intent"];

export type InboxActionResult =
  | { ok: true; intent: InboxIntent; id: number }
  | { ok: false; status: 400 | 404; error: string };

/** One button of the inbox page (mark read, mark unread, delete), from its posted form. */
export async function applyInboxAction(
  ctx: Pick<AppContext, "db" | "logger">,
  form: FormData,
  by: { adminUserId: number; ip: string | null },
): Promise<InboxActionResult> {
  const parsed = inboxActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return { ok: false, status: 400, error: "Geçersiz istek." };
  const { intent, id } = parsed.data;
  const done = intent === "delete" ? await deleteMessage(ctx, id, by) : (await setMessageRead(ctx, id, intent === "read")) !== null;
  return done ? { ok: true, intent, id } : { ok: false, status: 404, error: "Mesaj bulunamadı." };
}
