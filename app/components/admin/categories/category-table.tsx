import type { AdminCategory } from "~/lib/admin/admin-category";
import { formatCount } from "~/components/admin/format";

interface CategoryTableProps {
  categories: AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onMerge: (category: AdminCategory) => void;
}

const CELL = "px-4 py-3 align-top";
const ACTION = "rounded-md border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** Most businesses first; look-alike names (case, accents, plural) are flagged as merge candidates. */
export function CategoryTable({ categories, onEdit, onMerge }: CategoryTableProps) {
  if (categories.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
        <p aria-hidden="true" className="text-4xl">🏷️</p>
        <p className="mt-3 text-lg font-semibold text-slate-800">Kategori bulunamadı</p>
        <p className="mt-1 text-sm text-slate-600">Aramayı değiştirip tekrar deneyin.</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Kategori listesi">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={CELL}>Kategori</th>
            <th scope="col" className={CELL}>Adres</th>
            <th scope="col" className={`${CELL} text-right`}>İşletme</th>
            <th scope="col" className={CELL}>Benzer kategoriler</th>
            <th scope="col" className={CELL}>İşlemler</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {categories.map((category) => (
            <tr key={category.id}>
              <th scope="row" className={`${CELL} font-medium text-slate-900`}>
                <span aria-hidden="true" className="mr-2 text-lg">{category.icon}</span>
                {category.name}
              </th>
              <td className={`${CELL} text-slate-600`}>
                <a href={`/category/${category.slug}`} className="text-brand-700 hover:underline">/category/{category.slug}</a>
                {category.redirects.length > 0 ? (
                  <span className="mt-1 block text-xs text-slate-500">Yönlendirilen: {category.redirects.join(", ")}</span>
                ) : null}
              </td>
              <td className={`${CELL} text-right tabular-nums`}>{formatCount(category.businessCount)}</td>
              <td className={`${CELL} text-slate-600`}>
                {category.similar.length > 0 ? category.similar.map((other) => other.name).join(", ") : "—"}
              </td>
              <td className={CELL}>
                <div className="flex gap-2">
                  <button type="button" className={ACTION} onClick={() => onEdit(category)} aria-label={`${category.name} düzenle`}>
                    Düzenle
                  </button>
                  <button type="button" className={ACTION} onClick={() => onMerge(category)} aria-label={`${category.name} birleştir`}>
                    Birleştir
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
