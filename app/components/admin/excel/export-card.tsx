import { useState } from "react";
import { CountryOptions } from "~/components/admin/country-options";
import type { Category, Country } from "~/lib/catalog";
import { RangeExport } from "../businesses/range-export";

interface ExportCardProps {
  categories: Category[];
  countries: Country[];
}

const SELECT =
  "mt-1 block w-48 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** Every business, or a range by upload order, optionally one category's or country's, as xlsx or CSV. */
export function ExportCard({ categories, countries }: ExportCardProps) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [countryCode, setCountryCode] = useState("");

  return (
    <section aria-labelledby="export-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="export-heading" className="text-lg font-semibold text-slate-900">Dışa Aktar</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        İşletmeleri Excel (.xlsx) veya CSV olarak indirin: hepsini birden ya da yükleme sırasına göre bir aralığı. Dosya sunucuda akış olarak
        hazırlanır; büyük dışa aktarmalar birkaç dakika sürebilir.
      </p>
      <RangeExport
        state={{ categoryId, countryCode }}
        filterFields={
          <>
            <label className="text-sm text-slate-700">
              Kategori (isteğe bağlı)
              <select value={categoryId ?? ""} onChange={(event) => setCategoryId(Number(event.target.value) || null)} className={SELECT}>
                <option value="">Tüm kategoriler</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.icon} {category.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm text-slate-700">
              Ülke (isteğe bağlı)
              <select value={countryCode} onChange={(event) => setCountryCode(event.target.value)} className={SELECT}>
                <CountryOptions countries={countries} />
              </select>
            </label>
          </>
        }
      />
    </section>
  );
}
