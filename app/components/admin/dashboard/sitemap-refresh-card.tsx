import { useState } from "react";
import { adminRequest } from "~/components/admin/admin-request";
import { toast } from "~/components/ui/use-toast";
import { describeError, UNREACHABLE_MESSAGE } from "~/lib/api-error";

const FAILED = "Sitemap yenileme başarısız";

/** Clears the server's sitemap caches and rebuilds the index; the whole card is the button. */
export function SitemapRefreshCard() {
  const [busy, setBusy] = useState(false);

  async function refresh() {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await adminRequest<{ message?: string } | null>("POST", "/api/admin/refresh-sitemap");
      toast({ title: "Sitemap Yenilendi", description: answer?.message ?? "" });
    } catch (error) {
      toast({ title: FAILED, description: describeError(error, UNREACHABLE_MESSAGE), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sitemap-heading">
      <h2 id="sitemap-heading" className="mb-3 text-lg font-semibold text-slate-900">Site Haritası</h2>
      <button
        type="button"
        onClick={refresh}
        disabled={busy}
        aria-busy={busy || undefined}
        className="flex w-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-wait disabled:opacity-70"
      >
        <span aria-hidden="true" className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-emerald-100 text-xl ${busy ? "animate-spin" : ""}`}>
          🔄
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{busy ? "Yenileniyor..." : "Sitemap Yenile"}</span>
          <span className="mt-1 block text-sm text-slate-600">
            Arama motorları için site haritası önbelleğini temizler ve sitemap dosyalarını yeniden oluşturur.
          </span>
        </span>
      </button>
    </section>
  );
}
