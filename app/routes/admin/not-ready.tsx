import { Link } from "react-router";
import { requireAdmin } from "../../../server/services/auth/require-admin";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { ADMIN_NAV } from "~/components/admin/admin-nav";
import type { Route } from "./+types/not-ready";

/** The menu's name for the screen at `pathname`. */
function screenName(pathname: string): string {
  return ADMIN_NAV.find((item) => item.to === pathname.replace(/\/+$/, ""))?.label ?? "Bu ekran";
}

/** Screens the menu already lists but this version does not have yet: said plainly, nothing pretended. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return { name: screenName(new URL(request.url).pathname) };
}

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data?.name ?? "Yönetim");
}

export default function NotReady({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={loaderData.name} />
      <section aria-labelledby="not-ready-heading" className="max-w-2xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
        <h2 id="not-ready-heading" className="text-lg font-semibold">Bu ekran henüz hazır değil</h2>
        <p className="mt-2">
          {loaderData.name} ekranı bu sürümde henüz kullanılamıyor. Hazır olduğunda bu menü öğesi doğrudan ekranı açacak;
          o zamana kadar burada hiçbir işlem yapılmaz.
        </p>
        <Link
          to="/admin"
          className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          Dashboard'a dön
        </Link>
      </section>
    </>
  );
}

export { AdminRouteError as ErrorBoundary };
