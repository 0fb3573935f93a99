// The admin menu, in the order the back office lists its screens.

export interface AdminNavItem {
  to: string;
  label: string;
  /** Decorative emoji; the label is what assistive technology reads. */
  icon: string;
  /** Shows the unread contact-message count beside the item. */
  showsUnread?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: "/admin", label: "Admin Dashboard", icon: "🏠" },
  { to: "/admin/businesses", label: "Business Management", icon: "🏢" },
  { to: "/admin/excel", label: "Excel Import", icon: "📊" },
  { to: "/admin/analytics", label: "Analytics", icon: "📈" },
  { to: "/admin/database", label: "Database", icon: "🗄️" },
  { to: "/admin/settings", label: "Settings", icon: "⚙️" },
  { to: "/admin/ads", label: "Reklam Yönetimi", icon: "📢" },
  { to: "/admin/pricing", label: "Fiyatlandırma", icon: "💳" },
  { to: "/admin/indexing", label: "URL İndeksleme", icon: "🔎" },
  { to: "/admin/categories", label: "Kategoriler", icon: "🏷️" },
  { to: "/admin/messages", label: "Mesajlar", icon: "✉️", showsUnread: true },
];

/**
 * An item is highlighted on its own path and on the paths below it; the
 * dashboard (/admin) only on an exact match, or it would light up everywhere.
 */
export function isNavItemActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (to === "/admin") return path === "/admin";
  return path === to || path.startsWith(`${to}/`);
}
