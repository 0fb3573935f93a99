import { redirect } from "react-router";
import { listAdminBusinesses } from "../../../server/services/admin/businesses/list-admin-businesses";
import { requireAdmin } from "../../../server/services/auth/require-admin";
import { listCategories } from "../../../server/services/catalog/list-categories";
import { listCountries } from "../../../server/services/catalog/list-countries";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { BusinessManagement } from "~/components/admin/businesses/business-management";
import { ADMIN_PAGE_SIZE, adminListQuery, readAdminListState } from "~/lib/admin/admin-business";
import { totalPages } from "~/lib/pagination";
import type { Route } from "./+types/businesses";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("İşletme Yönetimi");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  const state = readAdminListState(new URL(request.url).searchParams);
  const [list, categories, countries] = await Promise.all([
    listAdminBusinesses(context.app, {
      search: state.search || undefined,
      categoryId: state.categoryId ?? undefined,
      countryCode: state.countryCode || undefined,
      limit: ADMIN_PAGE_SIZE,
      offset: (state.page - 1) * ADMIN_PAGE_SIZE,
    }),
    listCategories(context.app),
    listCountries(context.app),
  ]);
  // A page past the end (the list shrank since the link was made): the last page instead.
  const pages = totalPages(list.total, ADMIN_PAGE_SIZE);
  if (state.page > pages) throw redirect(`/admin/businesses${adminListQuery({ ...state, page: pages })}`);
  return { state, list, categories, countries };
}

export default function AdminBusinesses({ loaderData }: Route.ComponentProps) {
  return <BusinessManagement {...loaderData} />;
}
