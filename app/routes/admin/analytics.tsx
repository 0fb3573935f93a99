import { requireAdmin } from "../../../server/services/auth/require-admin";
import { analyticsOverview } from "../../../server/services/analytics/analytics-overview";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { PageViewsChart } from "~/components/admin/analytics/page-views-chart";
import { TopList } from "~/components/admin/analytics/top-list";
import { ViewsByKind } from "~/components/admin/analytics/views-by-kind";
import { formatCount } from "~/components/admin/format";
import { StatCard } from "~/components/admin/stat-card";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return analyticsOverview(context.app);
}

export function meta() {
  return adminMeta("Analytics");
}

const RATING = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export default function Analytics({ loaderData: overview }: Route.ComponentProps) {
  const views = overview.pageViews;
  return (
    <>
      <AdminPageHeader title="Analytics" description="Rehberin içeriği ve ziyaretleri: tüm rakamlar veritabanından ve Locus'un kendi sayfa sayacından." />
      <div className="space-y-8">
        <section aria-label="Rehber" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Toplam İşletme" value={formatCount(overview.totalBusinesses)} hint={`${formatCount(overview.verified)} doğrulanmış`} icon="🏢" tone="blue" />
          <StatCard label="Kategoriler" value={formatCount(overview.categories)} hint="işletmesi olan kategori" icon="🏷️" tone="green" />
          <StatCard label="Şehirler" value={formatCount(overview.cities)} hint={`${formatCount(overview.countries)} ülkede`} icon="📍" tone="purple" />
          <StatCard
            label="Ortalama Puan"
            value={overview.averageRating === null ? "—" : RATING.format(overview.averageRating)}
            hint={overview.averageRating === null ? "Henüz puanlanmış işletme yok" : `puanlı işletmelerin ortalaması · ${formatCount(overview.reviews)} yorum`}
            icon="⭐"
            tone="orange"
          />
        </section>
        <section aria-label="Ziyaretler" className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Bugün" value={formatCount(views.today)} hint="sayfa görüntüleme (UTC)" icon="👁️" tone="blue" />
          <StatCard label="Son 7 Gün" value={formatCount(views.lastSevenDays)} hint="sayfa görüntüleme" icon="📅" tone="green" />
          <StatCard label={`Son ${views.days.length} Gün`} value={formatCount(views.total)} hint="sayfa görüntüleme" icon="📊" tone="purple" />
        </section>
        <div className="grid gap-8 xl:grid-cols-3">
          <div className="xl:col-span-2">
            <PageViewsChart days={views.days} />
          </div>
          <ViewsByKind byKind={views.byKind} days={views.days.length} />
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          <TopList title="En Çok İşletmesi Olan 5 Kategori" places={overview.topCategories} hrefFor={(slug) => `/category/${slug}`} />
          <TopList title="En Çok İşletmesi Olan 5 Şehir" places={overview.topCities} hrefFor={(slug) => `/city/${slug}`} />
        </div>
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary };
