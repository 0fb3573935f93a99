import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { InboxMessage } from "~/lib/admin/inbox-message";

/**
 * Marks the opened message read with a POST to the inbox's own action (the
 * same session and same-origin checks as its buttons), once per opening: the
 * GET that opened it changes nothing. Without JavaScript the message's
 * 'Okundu işaretle' button does the same.
 */
export function useMarkOpenedRead(opened: InboxMessage | null, action: string) {
  const fetcher = useFetcher();
  const marked = useRef<number | null>(null);
  const { submit } = fetcher;
  useEffect(() => {
    if (!opened) {
      // Closed: opening it again (after 'Okunmadı işaretle', say) marks it read again.
      marked.current = null;
      return;
    }
    if (opened.isRead || marked.current === opened.id) return;
    marked.current = opened.id;
    void submit({ intent: "read", id: String(opened.id) }, { method: "post", action });
  }, [opened, action, submit]);
}
