import { Link } from "react-router";
import { MessageDetail } from "./message-detail";
import { MessageList } from "./message-list";
import type { InboxMessage } from "~/lib/admin/inbox-message";

interface InboxBodyProps {
  view: {
    status: "all" | "unread";
    page: number;
    total: number;
    messages: InboxMessage[];
    opened: InboxMessage | null;
    openedMissing: boolean;
    now: string;
  };
  /** the current page without an opened message */
  listHref: string;
  openHref: (id: number) => string;
  targetFor: (id: number) => string;
  onDelete: (message: InboxMessage) => void;
}

/** The list, and beside it (above it on small screens) the opened message. */
export function InboxBody({ view, listHref, openHref, targetFor, onDelete }: InboxBodyProps) {
  const { opened } = view;
  return (
    <div className={opened ? "grid items-start gap-6 lg:grid-cols-2" : ""}>
      {opened ? (
        <div className="lg:sticky lg:top-6 lg:order-2">
          <MessageDetail message={opened} closeHref={listHref} onDelete={onDelete} />
        </div>
      ) : null}
      <div className="lg:order-1">
        {view.openedMissing ? (
          <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Açmak istediğiniz mesaj bulunamadı; silinmiş olabilir.
          </p>
        ) : null}
        {view.messages.length > 0 ? (
          <MessageList messages={view.messages} openedId={opened?.id ?? null} now={view.now} openHref={openHref} targetFor={targetFor} onDelete={onDelete} />
        ) : (
          <EmptyInbox status={view.status} pastEnd={view.page > 1 && view.total > 0} />
        )}
      </div>
    </div>
  );
}

function EmptyInbox({ status, pastEnd }: { status: "all" | "unread"; pastEnd: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p aria-hidden="true" className="text-4xl">📭</p>
      <p className="mt-3 font-semibold text-slate-900">
        {pastEnd ? "Bu sayfada mesaj yok" : status === "unread" ? "Okunmamış mesaj yok" : "Henüz mesaj yok"}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {pastEnd ? "Liste daha kısa; ilk sayfaya dönün." : "Ziyaretçiler iletişim formundan yazdığında mesajlar burada görünür."}
      </p>
      {pastEnd ? (
        <Link to={status === "unread" ? "/admin/messages?status=unread" : "/admin/messages"} className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
          İlk sayfaya dön
        </Link>
      ) : null}
    </div>
  );
}
