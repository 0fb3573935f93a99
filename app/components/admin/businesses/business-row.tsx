import type { AdminBusiness } from "~/lib/admin/admin-business";
import { VerifiedBadge } from "./status-fields";

const COUNT = new Intl.NumberFormat("tr-TR");

interface BusinessRowProps {
  business: AdminBusiness;
  rowNumber: string;
  onEdit: (business: AdminBusiness) => void;
  onDelete: (business: AdminBusiness) => void;
}

const ACTION = "rounded-md px-2.5 py-1.5 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

export function BusinessRow({ business, rowNumber, onEdit, onDelete }: BusinessRowProps) {
  const cell = "px-2 py-3 align-top";
  return (
    <tr className="border-t border-slate-100 hover:bg-slate-50">
      <td className={`${cell} whitespace-nowrap font-mono text-xs text-slate-500`}>{rowNumber}</td>
      <th scope="row" className={`${cell} min-w-36 text-left font-normal`}>
        <span className="flex items-start gap-1">
          <span className="font-medium text-slate-900">{business.name}</span>
          <a
            href={`/business/${business.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${business.name}: herkese açık sayfa (yeni sekmede açılır)`}
            title="Herkese açık sayfayı yeni sekmede aç"
            className="rounded px-1 text-xs text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span aria-hidden="true">↗</span>
          </a>
        </span>
        <span className="mt-0.5 block text-xs text-slate-500">
          {business.category ? (
            <>
              <span aria-hidden="true">{business.category.icon} </span>
              {business.category.name}
            </>
          ) : (
            "Kategorisiz"
          )}
        </span>
      </th>
      <td className={`${cell} min-w-40 text-slate-600`}>{business.address ?? "—"}</td>
      <td className={`${cell} min-w-24 text-slate-600`}>{business.city ?? "—"}</td>
      <td className={`${cell} whitespace-nowrap text-xs text-slate-600`}>{business.phone ?? "—"}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {business.rating ? (
          <>
            <span aria-hidden="true" className="text-amber-500">★ </span>
            {business.rating.replace(".", ",")}
          </>
        ) : (
          "—"
        )}
      </td>
      <td className={`${cell} whitespace-nowrap text-slate-600`}>{COUNT.format(business.reviewCount)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <span className="flex flex-col items-start gap-1">
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${business.isOpen ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800"}`}>
            {business.isOpen ? "Açık" : "Kapalı"}
          </span>
          {business.isVerified ? <VerifiedBadge /> : null}
        </span>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <span className="flex items-center gap-1">
          <button type="button" onClick={() => onEdit(business)} className={`${ACTION} bg-brand-50 text-brand-700 hover:bg-blue-100`}>
            Düzenle
          </button>
          <button type="button" onClick={() => onDelete(business)} className={`${ACTION} bg-red-50 text-red-700 hover:bg-red-100`}>
            Sil
          </button>
        </span>
      </td>
    </tr>
  );
}
