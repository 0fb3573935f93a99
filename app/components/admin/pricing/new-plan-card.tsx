import { useId } from "react";
import { NEW_PLAN_DRAFT } from "./plan-draft";
import { PlanForm } from "./plan-form";
import { usePlanEditor } from "./use-plan-editor";

/** 'Yeni Plan Ekle' opens this card in edit mode; saving creates the plan on the server. */
export function NewPlanCard({ onDone }: { onDone: (created: boolean) => void }) {
  const id = useId();
  const editor = usePlanEditor(null, NEW_PLAN_DRAFT, () => onDone(true));
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border-2 border-dashed border-brand-600 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">Yeni Plan</h2>
      <PlanForm draft={editor.draft} errors={editor.errors} saving={editor.saving} onChange={editor.setDraft} onSave={() => void editor.save()} onCancel={() => onDone(false)} />
    </section>
  );
}
