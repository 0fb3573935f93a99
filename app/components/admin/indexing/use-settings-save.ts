import { useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { IndexingSettingsView } from "~/lib/admin/indexing";
import { describeError, UNREACHABLE_MESSAGE } from "~/lib/api-error";

/** Runs one settings call with a busy flag, a toast either way, and hands the new settings on. */
export function useSettingsSave(onSaved: (settings: IndexingSettingsView) => void) {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<IndexingSettingsView>, success: string, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      onSaved(await work());
      toast({ title: "Başarılı!", description: success });
      return true;
    } catch (error) {
      toast({ variant: "destructive", title: failure, description: describeError(error, UNREACHABLE_MESSAGE) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
