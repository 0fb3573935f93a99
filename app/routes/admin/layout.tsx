import { Outlet, useRouteLoaderData } from "react-router";
import { requireAdmin } from "../../../server/services/auth/require-admin";
import { countUnreadMessages } from "../../../server/services/admin/messages-unread-count";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminMobileBar } from "~/components/admin/admin-mobile-bar";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { useSidebarCollapsed } from "~/components/admin/use-sidebar-collapsed";
import { useHydrated } from "~/components/business/use-hydrated";
import "~/lib/admin/zod-without-eval";
import type { Route } from "./+types/layout";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Yönetim Paneli");
}

/** The shell of every admin screen: only a signed-in admin gets past this loader. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.app, request);
  return { userCode: admin.userCode, unreadMessages: await countUnreadMessages(context.app) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { userCode } = loaderData;
  // The inbox marks a message read while it loads, in parallel with this loader:
  // on that page its own count is the later, exact one.
  const inbox = useRouteLoaderData("routes/admin/messages") as { counts?: { unread: number } } | undefined;
  const unreadMessages = inbox?.counts?.unread ?? loaderData.unreadMessages;
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  // Marks the moment the menu buttons start to work (browser tests wait for it).
  const hydrated = useHydrated();
  return (
    <div className="min-h-screen bg-slate-50" data-admin-shell={hydrated ? "ready" : "static"}>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        İçeriğe geç
      </a>
      <AdminSidebar unreadMessages={unreadMessages} userCode={userCode} collapsed={collapsed} onToggle={toggleCollapsed} />
      <AdminMobileBar unreadMessages={unreadMessages} userCode={userCode} />
      <div className={`transition-[padding] duration-200 ${collapsed ? "lg:pl-20" : "lg:pl-64"}`}>
        <main id="admin-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Yönetim paneli yüklenemedi</h1>
      <p className="mt-2 text-slate-600">Lütfen biraz sonra tekrar deneyin.</p>
      <a href="/admin" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        Tekrar dene
      </a>
    </main>
  );
}
