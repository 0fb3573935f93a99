import { requireAdmin } from "../../../server/services/auth/require-admin";
import { loadPricingScreen } from "../../../server/services/pricing/pricing-screen-data";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { PricingLoadError } from "~/components/admin/pricing/pricing-load-error";
import { PricingScreen } from "~/components/admin/pricing/pricing-screen";
import type { Route } from "./+types/pricing";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Fiyatlandırma Yönetimi");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return loadPricingScreen(context.app);
}

export default function AdminPricing({ loaderData }: Route.ComponentProps) {
  return <PricingScreen {...loaderData} />;
}

export { PricingLoadError as ErrorBoundary };
