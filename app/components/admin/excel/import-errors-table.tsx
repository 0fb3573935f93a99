import { formatCount } from "~/components/admin/format";
import type { ImportRowError, ImportRowOutcome } from "~/lib/admin/import-job";
import { importErrorsUrl } from "./import-api";

const OUTCOME_LABELS: Record<ImportRowOutcome, string> = {
  skipped: "Satır atlandı",
  dropped: "Değer alınmadı",
  repaired: "Değer onarıldı",
};

interface ImportErrorsTableProps {
  jobId: number;
  /** The first errors, as the result carries them. */
  errors: ImportRowError[];
  errorCount: number;
}

/** The rows an import could not use and why; the full list downloads as CSV when the result holds only the first. */
export function ImportErrorsTable({ jobId, errors, errorCount }: ImportErrorsTableProps) {
  const partial = errorCount > errors.length;
  return (
    <div className="mt-6">
      <h3 id="import-errors-heading" className="font-semibold text-slate-900">
        Hatalı satırlar ({formatCount(errorCount)})
      </h3>
      {partial ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>İlk {formatCount(errors.length)} hata gösteriliyor; toplam {formatCount(errorCount)}.</span>
          <a
            href={importErrorsUrl(jobId)}
            download
            className="font-medium text-brand-700 underline hover:text-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Tüm hataları indir (CSV)
          </a>
        </p>
      ) : null}
      <div role="region" aria-labelledby="import-errors-heading" tabIndex={0} className="mt-3 max-h-96 overflow-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        <table className="min-w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Satır</th>
              <th scope="col" className="px-3 py-2 font-semibold">Sütun</th>
              <th scope="col" className="px-3 py-2 font-semibold">Sonuç</th>
              <th scope="col" className="px-3 py-2 font-semibold">Hata</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {errors.map((error, index) => (
              <tr key={`${error.row}-${error.column}-${index}`} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-900">{formatCount(error.row)}</td>
                <td className="px-3 py-2 text-slate-700">{error.column || "—"}</td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-700">{error.outcome ? OUTCOME_LABELS[error.outcome] : "—"}</td>
                <td className="px-3 py-2 text-slate-700">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
