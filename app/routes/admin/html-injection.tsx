import { requireAdmin } from "../../../server/services/auth/require-admin";
import { listInjections } from "../../../server/services/injections/list-injections";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { InjectionEditor } from "~/components/admin/injections/injection-editor";
import type { Route } from "./+types/html-injection";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("HTML Enjeksiyonu");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  return { items: await listInjections(context.app) };
}

export default function AdminHtmlInjection({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="HTML Enjeksiyonu" description="Doğrulama etiketleri, reklam ve analitik kodları ile kendi kodlarınız." />
      <InjectionEditor initial={loaderData.items} />
    </>
  );
}

export { AdminRouteError as ErrorBoundary };
