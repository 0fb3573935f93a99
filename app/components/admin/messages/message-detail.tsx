import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../format";
import { MessageActions } from "./message-actions";
import type { InboxMessage } from "~/lib/admin/inbox-message";

interface MessageDetailProps {
  message: InboxMessage;
  closeHref: string;
  onDelete: (message: InboxMessage) => void;
}

/** The opened message in full, with reply by e-mail, read/unread, delete and close. */
export function MessageDetail({ message, closeHref, onDelete }: MessageDetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a message moves the keyboard and screen-reader focus to it.
  useEffect(() => heading.current?.focus(), [message.id]);
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article aria-labelledby="message-subject" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 id="message-subject" ref={heading} tabIndex={-1} className="min-w-0 break-words text-lg font-semibold text-slate-900 focus:outline-none">
          {message.subject}
        </h2>
        <Link
          to={closeHref}
          preventScrollReset
          className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Kapat
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Gönderen</dt>
        <dd className="min-w-0 break-words text-slate-900">
          {message.name} &lt;<a href={`mailto:${message.email}`} className="text-brand-700 underline">{message.email}</a>&gt;
        </dd>
        <dt className="text-slate-500">Tarih</dt>
        <dd className="text-slate-900">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </dd>
        <dt className="text-slate-500">IP adresi</dt>
        <dd className="text-slate-900">{message.ip ?? "bilinmiyor"}</dd>
      </dl>
      <p className="mt-4 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <a
          href={reply}
          className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          E-posta ile yanıtla
        </a>
        <MessageActions message={message} target={closeHref} onDelete={onDelete} size="md" />
      </div>
    </article>
  );
}
