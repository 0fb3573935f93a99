import { useState } from "react";
import { useRevalidator } from "react-router";
import type { PricingPlan, PricingSummary, SubscriptionPage } from "~/lib/admin/pricing";
import { AdminPageHeader } from "../admin-page-header";
import { AssignPlanForm } from "./assign-plan-form";
import { NewPlanCard } from "./new-plan-card";
import { PlanCard } from "./plan-card";
import { RecentSubscriptions } from "./recent-subscriptions";
import { RevenueCards } from "./revenue-cards";

interface PricingScreenProps {
  plans: PricingPlan[];
  summary: PricingSummary;
  recent: SubscriptionPage;
}

/** Pricing management: revenue figures, the plan cards, assigning plans to businesses, the newest subscriptions. */
export function PricingScreen({ plans, summary, recent }: PricingScreenProps) {
  const revalidator = useRevalidator();
  // Every change moves the figures, counts and lists the loader reads: reload them.
  const refresh = () => void revalidator.revalidate();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <AdminPageHeader
        title="Fiyatlandırma Yönetimi"
        description="Öne çıkarma planları, işletme abonelikleri ve bunlardan gelen gelir."
        actions={
          <button
            type="button"
            onClick={() => setAdding(true)}
            disabled={adding}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60"
          >
            Yeni Plan Ekle
          </button>
        }
      />
      <RevenueCards summary={summary} />
      <div className="mb-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChanged={refresh} />
        ))}
        {adding ? (
          <NewPlanCard
            onDone={(created) => {
              setAdding(false);
              if (created) refresh();
            }}
          />
        ) : null}
      </div>
      <div className="space-y-8">
        <AssignPlanForm plans={plans} onAssigned={refresh} />
        <RecentSubscriptions recent={recent} onChanged={refresh} />
      </div>
    </>
  );
}
