import { requireAdmin } from "../../../server/services/auth/require-admin";
import { settingsScreen } from "../../../server/services/settings/settings-screen";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { SettingsScreen } from "~/components/admin/settings/settings-screen";
import type { Route } from "./+types/settings";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Site Ayarları");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return settingsScreen(context.app, new URL(request.url).protocol === "https:");
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
