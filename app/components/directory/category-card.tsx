import { Link } from "react-router";
import type { Category } from "~/lib/catalog";
import type { DirectoryView } from "~/lib/directory";
import { thousands } from "~/lib/format";

function countText(count: number): string {
  return `${thousands(count)} ${count === 1 ? "business" : "businesses"}`;
}

/** One category of the directory: icon, name and business count, linking to its page. */
export function CategoryCard({ category, view }: { category: Category; view: DirectoryView }) {
  const focus = "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";
  if (view === "list") {
    return (
      <Link
        to={`/category/${category.slug}`}
        className={`flex items-center gap-4 rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-brand-600 hover:bg-brand-50 ${focus}`}
      >
        <span aria-hidden="true" className="text-2xl">{category.icon}</span>
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{category.name}</span>
        <span className="shrink-0 text-sm text-slate-500">{countText(category.businessCount)}</span>
      </Link>
    );
  }
  return (
    <Link
      to={`/category/${category.slug}`}
      className={`flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md ${focus}`}
    >
      <span aria-hidden="true" className="text-4xl">{category.icon}</span>
      <span className="font-semibold text-slate-900">{category.name}</span>
      <span className="text-sm text-slate-500">{countText(category.businessCount)}</span>
    </Link>
  );
}
