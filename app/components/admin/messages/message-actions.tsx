import { Form, useNavigation } from "react-router";
import type { InboxMessage } from "~/lib/admin/inbox-message";

interface MessageActionsProps {
  message: InboxMessage;
  /** Where the buttons post: the current list address, without ?open when it is this message. */
  target: string;
  onDelete: (message: InboxMessage) => void;
  size?: "sm" | "md";
}

/**
 * Read/unread as a plain POST form (works before the scripts load); delete
 * asks first, so it needs the confirmation dialog the page owns.
 */
export function MessageActions({ message, target, onDelete, size = "sm" }: MessageActionsProps) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("id") === String(message.id);
  const button = `rounded-md border font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50 ${
    size === "sm" ? "px-2.5 py-1 text-xs" : "px-3 py-2 text-sm"
  }`;
  const nextIntent = message.isRead ? "unread" : "read";
  // The accessible name starts with the visible words and adds which message, as several rows share them.
  const toggleLabel = message.isRead ? "Okunmadı işaretle" : "Okundu işaretle";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="post" action={target} preventScrollReset>
        <input type="hidden" name="id" value={message.id} />
        <button
          type="submit"
          name="intent"
          value={nextIntent}
          disabled={pending}
          aria-label={`${toggleLabel}: ${message.subject}`}
          className={`${button} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        >
          {toggleLabel}
        </button>
      </Form>
      <button
        type="button"
        onClick={() => onDelete(message)}
        disabled={pending}
        aria-label={`Sil: ${message.subject}`}
        className={`${button} border-red-200 bg-white text-red-700 hover:bg-red-50`}
      >
        Sil
      </button>
    </div>
  );
}
