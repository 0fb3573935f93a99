import { useEffect } from "react";
import { toast } from "~/components/ui/use-toast";

type ActionResult = { ok: true; intent: "read" | "unread" | "delete" } | { ok: false; error: string } | undefined;

const DONE = {
  read: "Mesaj okundu olarak işaretlendi",
  unread: "Mesaj okunmadı olarak işaretlendi",
  delete: "Mesaj silindi",
} as const;

/** One toast per answer of the inbox action. */
export function useActionToast(result: ActionResult) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast({ title: DONE[result.intent] });
    else toast({ title: "İşlem başarısız", description: result.error, variant: "destructive" });
  }, [result]);
}
