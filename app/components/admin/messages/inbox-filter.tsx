import { Link } from "react-router";
import { formatCount } from "../format";
import { inboxHref } from "./inbox-href";

interface InboxFilterProps {
  status: "all" | "unread";
  counts: { all: number; unread: number };
}

/** All / unread, as links (a filter is a different address); the chosen one is marked current. */
export function InboxFilter({ status, counts }: InboxFilterProps) {
  const tabs = [
    { value: "all" as const, label: "Tümü", count: counts.all },
    { value: "unread" as const, label: "Okunmamış", count: counts.unread },
  ];
  return (
    <nav aria-label="Mesaj filtresi" className="mb-4">
      <ul className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
        {tabs.map((tab) => {
          const current = tab.value === status;
          return (
            <li key={tab.value}>
              <Link
                to={inboxHref({ status: tab.value, page: 1, open: null })}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                  current ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                {tab.label}
                <span className={`rounded-full px-2 text-xs ${current ? "bg-white text-brand-700" : "bg-slate-100 text-slate-600"}`}>{formatCount(tab.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
