// Inbox addresses: the filter, page and opened message live in the query
// string, so every state of the screen can be reloaded and shared.

export interface InboxState {
  status: "all" | "unread";
  page: number;
  open: number | null;
}

export function inboxHref(state: InboxState): string {
  const params = new URLSearchParams();
  if (state.status !== "all") params.set("status", state.status);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.open !== null) params.set("open", String(state.open));
  const query = params.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}
