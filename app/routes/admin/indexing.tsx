import { requireAdmin } from "../../../server/services/auth/require-admin";
import { loadIndexingScreen } from "../../../server/services/indexing/load-indexing-screen";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { IndexingScreen } from "~/components/admin/indexing/indexing-screen";
import type { Route } from "./+types/indexing";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("URL İndeksleme");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return loadIndexingScreen(context.app);
}

export default function AdminIndexing({ loaderData }: Route.ComponentProps) {
  return <IndexingScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
