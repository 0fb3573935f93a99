import { Link, useLocation } from "react-router";
import { formatCount } from "./format";
import { ADMIN_NAV, isNavItemActive } from "./admin-nav";

interface AdminNavListProps {
  unreadMessages: number;
  /** Icons only; each label moves to the link's accessible name and tooltip. */
  iconOnly?: boolean;
  onNavigate?: () => void;
}

export function AdminNavList({ unreadMessages, iconOnly = false, onNavigate }: AdminNavListProps) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV.map((item) => {
        const active = isNavItemActive(pathname, item.to);
        const badge = item.showsUnread && unreadMessages > 0 ? unreadMessages : null;
        const name = badge ? `${item.label} (${formatCount(badge)} okunmamış)` : item.label;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              title={iconOnly ? name : undefined}
              className={`relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-white ${
                iconOnly ? "justify-center" : ""
              } ${active ? "bg-brand-600 text-white shadow" : "text-slate-300 hover:bg-slate-800 hover:text-white"}`}
            >
              <span aria-hidden="true" className="text-lg leading-none">{item.icon}</span>
              {/* Collapsed: the name stays in the link as hidden text (the hover title repeats it). */}
              {iconOnly ? <span className="sr-only">{name}</span> : <span className="flex-1 truncate">{item.label}</span>}
              {badge ? (
                <span
                  aria-hidden="true"
                  className={`rounded-full bg-red-700 px-1.5 text-xs font-semibold leading-5 text-white ${iconOnly ? "absolute -right-0.5 -top-0.5" : ""}`}
                >
                  {badge > 99 ? "99+" : badge}
                </span>
              ) : null}
              {/* The exact count for screen readers; the badge may round to 99+. */}
              {badge && !iconOnly ? <span className="sr-only">({formatCount(badge)} okunmamış)</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
