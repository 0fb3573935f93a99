import { useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { Subscription, SubscriptionPage } from "~/lib/admin/pricing";
import { ConfirmDialog } from "../confirm-dialog";
import { formatCount, formatDateTime } from "../format";
import { formatLira } from "./format-lira";
import { endSubscription } from "./pricing-api";
import { reasonOf } from "./use-plan-editor";

/** The newest subscriptions; a running one can be ended early (after a confirmation). */
export function RecentSubscriptions({ recent, onChanged }: { recent: SubscriptionPage; onChanged: () => void }) {
  const [ending, setEnding] = useState<Subscription | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!ending) return;
    setBusy(true);
    try {
      await endSubscription(ending.id);
      toast({ title: "Abonelik sonlandırıldı", description: `${ending.businessName} · ${ending.planName}` });
      setEnding(null);
      onChanged();
    } catch (error) {
      toast({ variant: "destructive", title: "Abonelik sonlandırılamadı", description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="recent-subscriptions-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="recent-subscriptions-heading" className="text-lg font-semibold text-slate-900">Son Abonelikler</h2>
      {recent.subscriptions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Henüz abonelik yok. Yukarıdan bir işletmeye plan atayabilirsiniz.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <p className="mb-2 text-sm text-slate-600">Toplam {formatCount(recent.total)} abonelik; en yeni {formatCount(recent.subscriptions.length)} tanesi gösteriliyor. Tarihler UTC.</p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Son abonelikler</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">İşletme</th>
                <th scope="col" className="py-2 pr-4 font-medium">Plan</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">Ücret</th>
                <th scope="col" className="py-2 pr-4 font-medium">Başlangıç</th>
                <th scope="col" className="py-2 pr-4 font-medium">Bitiş</th>
                <th scope="col" className="py-2 pr-4 font-medium">Durum</th>
                <th scope="col" className="py-2 font-medium"><span className="sr-only">İşlem</span></th>
              </tr>
            </thead>
            <tbody>
              {recent.subscriptions.map((subscription) => (
                <tr key={subscription.id} className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <a href={`/business/${subscription.businessSlug}`} className="text-brand-700 underline hover:text-brand-600">{subscription.businessName}</a>
                  </th>
                  <td className="py-2 pr-4">{subscription.planName}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatLira(subscription.price)}</td>
                  <td className="whitespace-nowrap py-2 pr-4">{formatDateTime(subscription.startsAt)}</td>
                  <td className="whitespace-nowrap py-2 pr-4">{formatDateTime(subscription.endsAt)}</td>
                  <td className="py-2 pr-4">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${subscription.active ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}>
                      {subscription.active ? "Aktif" : "Sona erdi"}
                    </span>
                  </td>
                  <td className="py-2 text-right">
                    {subscription.active ? (
                      <button
                        type="button"
                        onClick={() => setEnding(subscription)}
                        aria-label={`${subscription.businessName} aboneliğini sonlandır`}
                        className="rounded-md border border-red-300 px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
                      >
                        Sonlandır
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title="Abonelik sonlandırılsın mı?"
        description={
          <p>
            <strong className="text-slate-900">{ending?.businessName}</strong> işletmesinin {ending?.planName} aboneliği şimdi sona erecek; öncelikli listeleme hemen kalkar. Ödenen ücret gelirde kalır.
          </p>
        }
        confirmLabel="Sonlandır"
        busyLabel="Sonlandırılıyor..."
        busy={busy}
        destructive
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
