/** A contact message as the inbox page receives it. */
export interface InboxMessageView {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  isRead: boolean;
  createdAt: string;
}
