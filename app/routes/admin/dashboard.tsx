import { requireAdmin } from "../../../server/services/auth/require-admin";
import { dashboardFigures } from "../../../server/services/admin/dashboard-figures";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { NavCards } from "~/components/admin/dashboard/nav-cards";
import { RecentActivities } from "~/components/admin/dashboard/recent-activities";
import { SitemapRefreshCard } from "~/components/admin/dashboard/sitemap-refresh-card";
import { SummaryCards } from "~/components/admin/dashboard/summary-cards";
import { UrlIndexingCard } from "~/components/admin/indexing/url-indexing-card";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.app, request);
  const now = new Date();
  // `now` travels with the figures so the server and the browser word "5 dakika önce" alike.
  return { userCode: admin.userCode, now: now.toISOString(), figures: await dashboardFigures(context.app, now) };
}

export function meta() {
  return adminMeta("Admin Dashboard");
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { figures, userCode, now } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        description={`Hoş geldiniz, ${userCode}. İşletme rehberinin yönetim merkezi: kayıtları yönetin, toplu veri aktarın ve sitenin durumunu izleyin.`}
      />
      <div className="space-y-8">
        <SummaryCards figures={figures} />
        <NavCards totalBusinesses={figures.totalBusinesses} />
        <UrlIndexingCard />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-1">
            <SitemapRefreshCard />
          </div>
          <div className="lg:col-span-2">
            <RecentActivities activities={figures.activities} now={now} />
          </div>
        </div>
      </div>
    </>
  );
}

export { AdminRouteError as ErrorBoundary };
