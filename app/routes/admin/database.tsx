import { requireAdmin } from "../../../server/services/auth/require-admin";
import { onLongWorkPool } from "../../../server/context";
import { databaseScreen } from "../../../server/services/database/database-screen";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { DatabaseScreen } from "~/components/admin/database/database-screen";
import type { Route } from "./+types/database";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Veritabanı Yönetimi");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return databaseScreen(onLongWorkPool(context.app));
}

export default function AdminDatabase({ loaderData }: Route.ComponentProps) {
  return <DatabaseScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
