import { AdminNavList } from "./admin-nav-list";
import { LogoutButton } from "./logout-button";

export const SIDEBAR_ID = "admin-sidebar";

interface SidebarBodyProps {
  unreadMessages: number;
  userCode: string;
  iconOnly?: boolean;
  onNavigate?: () => void;
}

/** Brand, menu, signed-in admin, logout and version: shared by the fixed sidebar and the mobile drawer. */
export function SidebarBody({ unreadMessages, userCode, iconOnly = false, onNavigate }: SidebarBodyProps) {
  return (
    <>
      <div className={`flex items-center gap-3 border-b border-slate-800 px-4 py-5 ${iconOnly ? "justify-center px-2" : ""}`}>
        <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-lg">📍</span>
        {iconOnly ? null : (
          <div className="min-w-0">
            <p className="truncate text-base font-bold text-white">Admin Panel</p>
            <p className="truncate text-xs text-slate-400">Management Dashboard</p>
          </div>
        )}
      </div>
      <nav aria-label="Yönetim menüsü" className={`flex-1 overflow-y-auto py-4 ${iconOnly ? "px-2" : "px-3"}`}>
        <AdminNavList unreadMessages={unreadMessages} iconOnly={iconOnly} onNavigate={onNavigate} />
      </nav>
      <div className={`border-t border-slate-800 py-4 ${iconOnly ? "px-2" : "px-3"}`}>
        {iconOnly ? null : (
          <p className="mb-2 truncate px-3 text-xs text-slate-400">
            Oturum: <span className="font-medium text-slate-200">{userCode}</span>
          </p>
        )}
        <LogoutButton iconOnly={iconOnly} />
        <p className={`mt-3 px-3 text-xs text-slate-400 ${iconOnly ? "sr-only" : ""}`}>Business Directory v1.0</p>
      </div>
    </>
  );
}

interface AdminSidebarProps {
  unreadMessages: number;
  userCode: string;
  collapsed: boolean;
  onToggle: () => void;
}

/** The fixed sidebar of large screens; collapses to icons with the button on its edge. */
export function AdminSidebar({ unreadMessages, userCode, collapsed, onToggle }: AdminSidebarProps) {
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Yönetim kenar çubuğu"
      className={`fixed inset-y-0 left-0 z-30 hidden flex-col bg-slate-900 transition-[width] duration-200 lg:flex ${collapsed ? "w-20" : "w-64"}`}
    >
      <SidebarBody unreadMessages={unreadMessages} userCode={userCode} iconOnly={collapsed} />
      <button
        type="button"
        onClick={onToggle}
        aria-controls={SIDEBAR_ID}
        aria-expanded={!collapsed}
        aria-label={collapsed ? "Menüyü genişlet" : "Menüyü daralt"}
        title={collapsed ? "Menüyü genişlet" : "Menüyü daralt"}
        className="absolute -right-3 top-20 flex h-6 w-6 items-center justify-center rounded-full border border-slate-300 bg-white text-xs text-slate-700 shadow hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <span aria-hidden="true">{collapsed ? "›" : "‹"}</span>
      </button>
    </aside>
  );
}
