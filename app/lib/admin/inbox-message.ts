/** A contact message as the inbox shows it (the server's list answer, the page's data). */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  isRead: boolean;
  createdAt: string;
}
