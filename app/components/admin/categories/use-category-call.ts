import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminRequest, type Method } from "~/components/admin/admin-request";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api-error";

/**
 * One back-office call at a time: the screen's data reloads after a success, and the
 * server's (Turkish) message is shown on a refusal. Returns whether the call succeeded.
 */
export function useCategoryCall() {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  async function run(method: Method, path: string, body: unknown, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await adminRequest(method, path, body);
      toast({ title: done });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? error.statusLine : "İşlem başarısız";
      toast({ title: "İşlem başarısız", description: message, variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
