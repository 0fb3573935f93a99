import { data, Link } from "react-router";
import { requireAdmin } from "../../../server/services/auth/require-admin";
import { adminMeta } from "~/components/admin/admin-meta";
import type { Route } from "./+types/not-found";

/** An unknown /admin address: answered 404, inside the shell, for signed-in admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta() {
  return adminMeta("Sayfa bulunamadı");
}

export default function AdminNotFound({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-not-found" className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <p className="text-5xl font-bold text-slate-500">404</p>
      <h1 id="admin-not-found" className="mt-3 text-xl font-semibold text-slate-900">Sayfa bulunamadı</h1>
      <p className="mt-2 break-words text-slate-600">
        <code className="rounded bg-slate-100 px-1">{loaderData.path}</code> adresinde bir yönetim sayfası yok.
      </p>
      <Link
        to="/admin"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        Dashboard'a dön
      </Link>
    </section>
  );
}
