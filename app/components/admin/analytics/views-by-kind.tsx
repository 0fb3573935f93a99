import { PAGE_KIND_LABELS, PAGE_KINDS, type PageKind } from "~/lib/admin/analytics";
import { formatCount } from "../format";

/** Where the month's page views went, by kind of page, most viewed first. */
export function ViewsByKind({ byKind, days }: { byKind: Record<PageKind, number>; days: number }) {
  const rows = PAGE_KINDS
    .map((kind) => ({ kind, views: byKind[kind] ?? 0 }))
    .sort((a, b) => b.views - a.views);
  return (
    <section aria-label="Sayfa türlerine göre" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Sayfa türlerine göre</h2>
      <p className="mt-1 text-sm text-slate-600">Son {days} gün</p>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Sayfa türü</th>
            <th scope="col">Görüntüleme</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind} className="border-t border-slate-100 first:border-t-0">
              <td className="py-1.5 text-slate-700">{PAGE_KIND_LABELS[row.kind]}</td>
              <td className="py-1.5 text-right tabular-nums font-medium text-slate-900">{formatCount(row.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
