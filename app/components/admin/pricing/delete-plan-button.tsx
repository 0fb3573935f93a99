import { useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { PricingPlan } from "~/lib/admin/pricing";
import { ConfirmDialog } from "../confirm-dialog";
import { deletePlan } from "./pricing-api";
import { reasonOf } from "./use-plan-editor";

/** Only a plan nobody ever subscribed to offers this (the server refuses the others too). */
export function DeletePlanButton({ plan, onDeleted }: { plan: PricingPlan; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await deletePlan(plan.id);
      toast({ title: "Plan silindi", description: plan.name });
      setOpen(false);
      onDeleted();
    } catch (error) {
      toast({ variant: "destructive", title: "Plan silinemedi", description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`${plan.name} planını sil`}
        className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
      >
        Sil
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Plan silinsin mi?"
        description={<p><strong className="text-slate-900">{plan.name}</strong> planı kalıcı olarak silinecek. Bu planla hiç abonelik yapılmadı.</p>}
        confirmLabel="Sil"
        busyLabel="Siliniyor..."
        busy={busy}
        destructive
        onConfirm={() => void confirm()}
      />
    </>
  );
}
