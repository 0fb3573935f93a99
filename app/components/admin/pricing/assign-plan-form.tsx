import { useId, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/use-toast";
import type { PricingPlan } from "~/lib/admin/pricing";
import { BusinessPicker, type PickedBusiness } from "./business-picker";
import { formatLira } from "./format-lira";
import { assignPlan } from "./pricing-api";
import { reasonOf } from "./use-plan-editor";

/**
 * Assigns a plan to a business: it starts now, at the plan's current price,
 * and runs for the plan's days. Only enabled plans are offered.
 */
export function AssignPlanForm({ plans, onAssigned }: { plans: PricingPlan[]; onAssigned: () => void }) {
  const id = useId();
  const offered = plans.filter((plan) => plan.enabled);
  const [business, setBusiness] = useState<PickedBusiness | null>(null);
  const [planId, setPlanId] = useState<number | "">("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  // A new key after each assignment starts the business search over, empty.
  const [round, setRound] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // Nothing picked yet goes to the server as is: it answers with the message to show.
      const subscription = await assignPlan(business?.id ?? 0, planId === "" ? 0 : planId);
      toast({ title: "Abonelik başlatıldı", description: `${subscription.businessName} · ${subscription.planName} (${formatLira(subscription.price)})` });
      setBusiness(null);
      setPlanId("");
      setProblem("");
      setRound((value) => value + 1);
      onAssigned();
    } catch (error) {
      setProblem(reasonOf(error));
      toast({ variant: "destructive", title: "Abonelik başlatılamadı", description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">İşletmeye Plan Ata</h2>
      <p className="mt-1 text-sm text-slate-600">Abonelik hemen başlar, planın bugünkü fiyatıyla planın süresi kadar sürer.</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <BusinessPicker key={round} picked={business} onPick={setBusiness} />
        <div>
          <label htmlFor={`${id}-plan`} className="text-sm font-medium text-slate-800">Plan</label>
          <select
            id={`${id}-plan`}
            value={planId}
            onChange={(event) => setPlanId(event.target.value === "" ? "" : Number(event.target.value))}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            <option value="">Plan seçin</option>
            {offered.map((plan) => (
              <option key={plan.id} value={plan.id}>{`${plan.name} — ${formatLira(plan.price)} / ${plan.duration} gün`}</option>
            ))}
          </select>
        </div>
      </div>
      {problem ? <p role="alert" className="mt-3 text-sm text-red-700">{problem}</p> : null}
      <div className="mt-4 flex justify-end">
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60">
          {busy ? "Başlatılıyor..." : "Planı Ata"}
        </button>
      </div>
    </form>
  );
}
