import { useEffect, useId, useState } from "react";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/components/ui/use-toast";
import type { PricingPlan } from "~/lib/admin/pricing";
import { DeletePlanButton } from "./delete-plan-button";
import { PlanDetails } from "./plan-details";
import { toDraft } from "./plan-draft";
import { PlanForm } from "./plan-form";
import { setPlanEnabled } from "./pricing-api";
import { PLAN_SAVED, reasonOf, usePlanEditor } from "./use-plan-editor";

const SMALL_BUTTON = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50";

/** One plan: its switch (saved at once), its details, and an inline edit mode with save and cancel. */
export function PlanCard({ plan: loaded, onChanged }: { plan: PricingPlan; onChanged: () => void }) {
  const id = useId();
  // The server's answer is shown at once; the screen's reload brings the figures that depend on it.
  const [plan, setPlan] = useState(loaded);
  useEffect(() => setPlan(loaded), [loaded]);
  const [editing, setEditing] = useState(false);
  const [switching, setSwitching] = useState(false);
  const editor = usePlanEditor(plan.id, toDraft(plan), (saved) => {
    setPlan(saved);
    setEditing(false);
    onChanged();
  });

  async function toggle(enabled: boolean) {
    setSwitching(true);
    try {
      setPlan(await setPlanEnabled(plan.id, enabled));
      toast({ title: "Başarılı!", description: PLAN_SAVED });
      onChanged();
    } catch (error) {
      toast({ variant: "destructive", title: "Plan güncellenemedi", description: reasonOf(error) });
    } finally {
      setSwitching(false);
    }
  }

  const startEditing = () => {
    editor.reset(toDraft(plan));
    setEditing(true);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${plan.enabled ? "border-slate-200" : "border-dashed border-slate-300 opacity-90"}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">{plan.name}</h2>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-sm text-slate-700">{plan.enabled ? "Etkin" : "Kapalı"}</span>
          <span id={`${id}-switch`} className="sr-only">{plan.name} planı etkin</span>
          <Switch checked={plan.enabled} onChange={(enabled) => (switching ? undefined : void toggle(enabled))} labelledBy={`${id}-switch`} />
        </div>
      </div>
      {editing ? (
        <PlanForm draft={editor.draft} errors={editor.errors} saving={editor.saving} onChange={editor.setDraft} onSave={() => void editor.save()} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <PlanDetails plan={plan} />
          <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
            {plan.subscriptionCount === 0 ? <DeletePlanButton plan={plan} onDeleted={onChanged} /> : null}
            <button type="button" onClick={startEditing} aria-label={`${plan.name} planını düzenle`} className={SMALL_BUTTON}>
              Düzenle
            </button>
          </div>
        </>
      )}
    </section>
  );
}
