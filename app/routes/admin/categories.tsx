import { requireAdmin } from "../../../server/services/auth/require-admin";
import { loadCategoriesScreen } from "../../../server/services/admin/categories/categories-screen-data";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { CategoriesScreen } from "~/components/admin/categories/categories-screen";
import type { Route } from "./+types/categories";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Kategoriler");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return loadCategoriesScreen(context.app, new URL(request.url));
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
