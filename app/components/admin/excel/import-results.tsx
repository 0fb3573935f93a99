import { formatCount } from "~/components/admin/format";
import type { ImportJob, ImportResultView } from "~/lib/admin/import-job";
import { ImportErrorsTable } from "./import-errors-table";

const FIGURES: { key: Exclude<keyof ImportResultView, "errors" | "errorCount">; label: string }[] = [
  { key: "imported", label: "Yeni eklenen" },
  { key: "updated", label: "Güncellenen" },
  { key: "unchanged", label: "Değişmeyen" },
  { key: "merged", label: "Birleştirilen" },
  { key: "skipped", label: "Atlanan" },
  { key: "categoriesCreated", label: "Oluşturulan kategori" },
  { key: "citiesFound", label: "Bulunan şehir" },
  { key: "totalRows", label: "Toplam satır" },
];

/** What a finished import did, row by row counted, with the rows it could not use. */
export function ImportResults({ job, result }: { job: ImportJob; result: ImportResultView }) {
  return (
    <section aria-labelledby="import-results-heading" className="rounded-xl border border-emerald-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="import-results-heading" className="text-lg font-semibold text-slate-900">
          <span aria-hidden="true">✅ </span>İçe Aktarma Sonuçları
        </h2>
        <p className="min-w-0 truncate text-sm text-slate-600">{job.fileName}</p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{formatCount(result[key])}</dd>
          </div>
        ))}
      </dl>
      {result.errorCount > 0 ? <ImportErrorsTable jobId={job.id} errors={result.errors} errorCount={result.errorCount} /> : null}
    </section>
  );
}
