import { Link } from "react-router";
import { formatDateTime, formatRelative } from "../format";
import { MessageActions } from "./message-actions";
import type { InboxMessage } from "~/lib/admin/inbox-message";

interface MessageListProps {
  messages: InboxMessage[];
  openedId: number | null;
  now: string;
  openHref: (id: number) => string;
  /** where a row's buttons post (see MessageActions) */
  targetFor: (id: number) => string;
  onDelete: (message: InboxMessage) => void;
}

/** Newest first; unread messages stand out (bold, blue edge, 'Yeni') and say so to screen readers too. */
export function MessageList({ messages, openedId, now, openHref, targetFor, onDelete }: MessageListProps) {
  return (
    <ul aria-label="Mesaj listesi" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {messages.map((message) => {
        const unread = !message.isRead;
        const opened = message.id === openedId;
        return (
          <li
            key={message.id}
            className={`border-l-4 p-4 ${opened ? "border-l-brand-600 bg-brand-50" : unread ? "border-l-brand-600 bg-blue-50/60" : "border-l-transparent"}`}
          >
            <Link
              to={openHref(message.id)}
              preventScrollReset
              aria-current={opened ? "true" : undefined}
              className="block rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className={`min-w-0 truncate text-sm ${unread ? "font-bold text-slate-900" : "font-medium text-slate-700"}`}>
                  {unread ? <span className="mr-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">Yeni</span> : null}
                  {unread ? <span className="sr-only">Okunmamış mesaj: </span> : null}
                  {message.name} <span className="font-normal text-slate-600">&lt;{message.email}&gt;</span>
                </span>
                <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)} className="shrink-0 text-xs text-slate-600">
                  {formatRelative(message.createdAt, now)}
                </time>
              </span>
              <span className={`mt-1 block truncate text-sm ${unread ? "font-semibold text-slate-900" : "text-slate-800"}`}>{message.subject}</span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">{message.message}</span>
            </Link>
            <div className="mt-3">
              <MessageActions message={message} target={targetFor(message.id)} onDelete={onDelete} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
