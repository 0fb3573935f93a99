import type { AdminBusiness } from "~/lib/admin/admin-business";
import { BusinessRow } from "./business-row";

interface BusinessTableProps {
  businesses: AdminBusiness[];
  /** how many rows come before this page, for the on-page row numbers */
  offset: number;
  showGlobalNumbers: boolean;
  onEdit: (business: AdminBusiness) => void;
  onDelete: (business: AdminBusiness) => void;
}

const COLUMNS = ["Sıra", "İşletme", "Adres", "Şehir", "Telefon", "Puan", "Yorum", "Durum", "İşlemler"];

/** The list; it scrolls sideways on small screens instead of squeezing its columns. */
export function BusinessTable({ businesses, offset, showGlobalNumbers, onEdit, onDelete }: BusinessTableProps) {
  if (businesses.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
        <p aria-hidden="true" className="text-4xl">🔍</p>
        <p className="mt-3 text-lg font-semibold text-slate-800">İşletme bulunamadı</p>
        <p className="mt-1 text-sm text-slate-600">Arama veya filtreleri değiştirip tekrar deneyin.</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="İşletme listesi">
      <table className="w-full min-w-[820px] text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {businesses.map((business, index) => (
            <BusinessRow
              key={business.id}
              business={business}
              rowNumber={showGlobalNumbers ? `#${business.globalRowNumber}` : String(offset + index + 1)}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
