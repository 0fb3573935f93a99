import type { TableStatus } from "~/lib/admin/database";
import { formatCount } from "../format";
import { formatBytes } from "./format-bytes";

/** Rows and disk space per table, counted exactly when the page loads. */
export function TablesCard({ tables }: { tables: TableStatus[] }) {
  return (
    <section aria-labelledby="database-tables-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="database-tables-heading" className="text-lg font-semibold text-slate-900">Tablolar</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tablo başına satır sayısı ve boyut</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">Tablo</th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">Satır</th>
              <th scope="col" className="py-2 text-right font-medium">Boyut</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tables.map((table) => (
              <tr key={table.name}>
                <th scope="row" className="py-2 pr-4 font-mono font-normal text-slate-900">{table.name}</th>
                <td className="py-2 pr-4 text-right tabular-nums text-slate-900">{formatCount(table.rows)}</td>
                <td className="py-2 text-right tabular-nums text-slate-600">{formatBytes(table.bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
