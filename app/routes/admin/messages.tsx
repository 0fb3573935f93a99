import { useEffect, useState } from "react";
import { data, useNavigation, useSubmit } from "react-router";
import { requireAdmin } from "../../../server/services/auth/require-admin";
import { applyInboxAction } from "../../../server/services/admin/messages-inbox-action";
import { loadInboxView } from "../../../server/services/admin/messages-inbox-page";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminRouteError } from "~/components/admin/admin-route-error";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { formatCount } from "~/components/admin/format";
import { inboxHref } from "~/components/admin/messages/inbox-href";
import { InboxBody } from "~/components/admin/messages/inbox-body";
import { InboxFilter } from "~/components/admin/messages/inbox-filter";
import type { InboxMessage } from "~/lib/admin/inbox-message";
import { useActionToast } from "~/components/admin/messages/use-action-toast";
import { useMarkOpenedRead } from "~/components/admin/messages/use-mark-opened-read";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.app, request);
  const view = await loadInboxView(context.app, new URL(request.url).searchParams);
  // `now` travels with the list so the server and the browser word "5 dakika önce" alike.
  return { ...view, now: new Date().toISOString() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.app, request);
  const form = await request.formData().catch(() => new FormData());
  const result = await applyInboxAction(context.app, form, { adminUserId: admin.id, ip: context.clientIp });
  return data(result, { status: result.ok ? 200 : result.status });
}

export function meta() {
  return adminMeta("Mesajlar");
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, pageSize, total, counts, opened, openedMissing, messages, now } = loaderData;
  const [toDelete, setToDelete] = useState<InboxMessage | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const listHref = (target: number) => inboxHref({ status, page: target, open: null });
  // A button posting about the opened message leaves it closed, else it would stay open and be marked read again.
  const targetFor = (id: number) => inboxHref({ status, page, open: opened && opened.id !== id ? opened.id : null });

  useMarkOpenedRead(opened, inboxHref({ status, page, open: opened?.id ?? null }));
  useActionToast(actionData);
  useEffect(() => setToDelete(null), [actionData]);

  return (
    <>
      <AdminPageHeader
        title="Mesajlar"
        description={`İletişim formundan gelen mesajlar. ${counts.unread > 0 ? `${formatCount(counts.unread)} okunmamış mesaj var.` : "Okunmamış mesaj yok."}`}
      />
      <InboxFilter status={status} counts={counts} />
      <InboxBody
        view={{ status, page, total, messages, opened, openedMissing, now }}
        listHref={listHref(page)}
        openHref={(id) => inboxHref({ status, page, open: id })}
        targetFor={targetFor}
        onDelete={setToDelete}
      />
      <AdminPagination page={page} total={total} pageSize={pageSize} hrefFor={listHref} noun="mesaj" />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Mesaj silinsin mi?"
        description={
          <p>
            <strong className="text-slate-900">{toDelete?.subject}</strong> konulu, {toDelete?.name} tarafından gönderilen mesaj kalıcı olarak silinecek.
            Bu işlem geri alınamaz.
          </p>
        }
        confirmLabel="Sil"
        busyLabel="Siliniyor..."
        busy={deleting}
        destructive
        onConfirm={() => {
          if (toDelete) submit({ intent: "delete", id: String(toDelete.id) }, { method: "post", action: targetFor(toDelete.id), preventScrollReset: true });
        }}
      />
    </>
  );
}

export { AdminRouteError as ErrorBoundary };
