import { formatFileSize } from "~/lib/admin/upload-file";
import { isFinished } from "~/lib/admin/import-job";
import { FileDropZone } from "./file-drop-zone";
import { ImportProgress } from "./import-progress";
import type { ImportController } from "./use-import-job";

/** Pick a spreadsheet, send it, and follow the import while it runs. */
export function UploadCard({ importer }: { importer: ImportController }) {
  const { file, uploadPercent, job, busy } = importer;
  const running = job !== null && !isFinished(job.status);
  const button = "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2";

  return (
    <section aria-labelledby="upload-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">Excel Dosyası Yükle</h2>
      <p className="mt-1 text-sm text-slate-600">
        Google Maps kazıyıcılarının ürettiği tablolar: her satır bir işletme. Aynı işletme (place_id ya da ad, adres ve şehir) yeniden gelirse güncellenir;
        kategori ve şehirler gerektiğinde oluşturulur.
      </p>
      <div className="mt-4 space-y-4">
        <FileDropZone disabled={busy} onFile={importer.choose} />
        {file ? (
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <span aria-hidden="true">📄</span>
            <span className="min-w-0 truncate">
              Seçilen dosya: <strong className="font-semibold text-slate-900">{file.name}</strong>
            </span>
            <span className="shrink-0 text-slate-600">({formatFileSize(file.size)})</span>
          </p>
        ) : null}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={importer.reviewColumns}
            disabled={busy}
            onChange={(event) => importer.setReviewColumns(event.target.checked)}
            className="h-4 w-4 rounded border-slate-400 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
          />
          İçe aktarmadan önce sütun eşlemesini göster
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => importer.upload()}
            disabled={busy}
            aria-busy={busy || undefined}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-600 disabled:cursor-wait disabled:opacity-70`}
          >
            {uploadPercent !== null ? `Yükleniyor… ${uploadPercent}%` : running ? "İçe aktarılıyor…" : "Yükle ve İçe Aktar"}
          </button>
          <button
            type="button"
            onClick={importer.clear}
            disabled={busy}
            className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:ring-brand-600 disabled:opacity-50`}
          >
            Temizle
          </button>
        </div>
        {uploadPercent !== null || running ? (
          <ImportProgress
            uploadPercent={uploadPercent}
            job={running ? job : null}
            cancelling={importer.cancelling}
            connectionLost={importer.connectionLost}
            onCancel={importer.cancel}
          />
        ) : null}
      </div>
    </section>
  );
}
