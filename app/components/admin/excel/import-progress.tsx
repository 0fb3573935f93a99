import { formatCount } from "~/components/admin/format";
import type { ImportJob } from "~/lib/admin/import-job";
import { phaseLabel, progressPercent } from "~/lib/admin/import-progress";
import { formatFileSize } from "~/lib/admin/upload-file";
import { ProgressBar } from "./progress-bar";

interface ImportProgressProps {
  uploadPercent: number | null;
  /** An import that waits or runs. */
  job: ImportJob | null;
  cancelling: boolean;
  connectionLost: boolean;
  onCancel: () => void;
}

/**
 * How far the upload, then the server-side import, has come. The phase is
 * announced to screen readers as it changes; the row counts sit on the bar
 * so they are not read out every half second.
 */
export function ImportProgress({ uploadPercent, job, cancelling, connectionLost, onCancel }: ImportProgressProps) {
  const uploading = uploadPercent !== null;
  const status = uploading ? "Dosya sunucuya gönderiliyor" : job ? phaseLabel(job) : "";
  const line = job && !uploading ? rowsLine(job) : `%${uploadPercent ?? 0} gönderildi`;

  return (
    <div className="space-y-3 rounded-lg border border-brand-600/30 bg-brand-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p role="status" aria-live="polite" className="font-medium text-slate-900">
          {status}
          {connectionLost ? " · Sunucuya ulaşılamıyor, tekrar deneniyor…" : null}
        </p>
        {job && !uploading ? (
          <p className="min-w-0 truncate text-sm text-slate-600">
            {job.fileName} ({formatFileSize(job.fileSize)})
          </p>
        ) : null}
      </div>
      {uploading ? (
        <ProgressBar label="Dosya yükleme ilerlemesi" value={uploadPercent} max={100} valueText={line} />
      ) : (
        <ProgressBar
          label="İçe aktarma ilerlemesi"
          value={job?.total != null ? job.done : null}
          max={job?.total ?? null}
          valueText={job?.total != null ? `%${progressPercent(job.done, job.total)}, ${line}` : line}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm tabular-nums text-slate-700">{line}</p>
        <button
          type="button"
          onClick={onCancel}
          disabled={cancelling}
          className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 disabled:opacity-60"
        >
          {uploading ? "Yüklemeyi iptal et" : cancelling ? "Durduruluyor..." : "İçe aktarmayı durdur"}
        </button>
      </div>
    </div>
  );
}

/** '1.250 / 10.000 satır · 830 satır/sn'; the rows so far while the total is unknown. */
function rowsLine(job: ImportJob): string {
  const speed = job.rowsPerSecond !== null ? ` · ${formatCount(Math.round(job.rowsPerSecond))} satır/sn` : "";
  if (job.total === null) return `${formatCount(job.done)} satır${speed}`;
  return `${formatCount(job.done)} / ${formatCount(job.total)} satır${speed}`;
}
