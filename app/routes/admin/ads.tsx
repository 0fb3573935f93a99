import { requireAdmin } from "../../../server/services/auth/require-admin";
import { loadAdsScreen } from "../../../server/services/ads/ads-screen-data";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdsLoadError } from "~/components/admin/ads/ads-load-error";
import { AdsScreen } from "~/components/admin/ads/ads-screen";
import type { Route } from "./+types/ads";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Reklam Yönetimi");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return loadAdsScreen(context.app);
}

export default function AdminAds({ loaderData }: Route.ComponentProps) {
  return <AdsScreen {...loaderData} />;
}

export { AdsLoadError as ErrorBoundary };
