import { requireAdmin } from "../../../server/services/auth/require-admin";
import { businessStats } from "../../../server/services/businesses/business-stats";
import { listCategories } from "../../../server/services/catalog/list-categories";
import { listCountries } from "../../../server/services/catalog/list-countries";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { ExcelScreen } from "~/components/admin/excel/excel-screen";
import type { Route } from "./+types/excel";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Excel İçe Aktarma");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  const [stats, categories, countries] = await Promise.all([businessStats(context.app), listCategories(context.app), listCountries(context.app)]);
  return {
    counts: { businesses: stats.total, categories: stats.categories, cities: stats.cities, countries: stats.countries },
    categories,
    countries,
  };
}

export default function AdminExcel({ loaderData }: Route.ComponentProps) {
  return <ExcelScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
