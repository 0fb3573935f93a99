import { useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { PricingPlan } from "~/lib/admin/pricing";
import { ApiError, UNREACHABLE_MESSAGE } from "~/lib/api-error";
import { draftBody, errorsFrom, type DraftErrors, type PlanDraft } from "./plan-draft";
import { createPlan, updatePlan } from "./pricing-api";

export const PLAN_SAVED = "Fiyatlandırma planı güncellendi";

/** Why a call failed, in the words the server used. */
export const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : UNREACHABLE_MESSAGE);

/**
 * The inline edit of one plan card (or of the new plan's card): the draft,
 * the server's field messages, and save with a toast either way.
 * `planId` null creates the plan.
 */
export function usePlanEditor(planId: number | null, initial: PlanDraft, onSaved: (plan: PricingPlan) => void) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      const body = draftBody(draft);
      const saved = planId === null ? await createPlan(body) : await updatePlan(planId, body);
      setErrors({});
      toast({ title: "Başarılı!", description: planId === null ? "Yeni fiyatlandırma planı eklendi" : PLAN_SAVED });
      onSaved(saved);
    } catch (error) {
      setErrors(error instanceof ApiError ? errorsFrom(error.fieldProblems()) : {});
      toast({ variant: "destructive", title: "Plan kaydedilemedi", description: reasonOf(error) });
    } finally {
      setSaving(false);
    }
  }

  function reset(next: PlanDraft) {
    setDraft(next);
    setErrors({});
  }

  return { draft, setDraft, errors, saving, save, reset };
}
