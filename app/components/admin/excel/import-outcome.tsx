import type { ImportJob } from "~/lib/admin/import-job";
import { IMPORT_CANCELLED_MESSAGE } from "./announce-import";
import { ImportResults } from "./import-results";

/** How the last import ended: its results, why it failed, or that it was stopped. Nothing while none has ended. */
export function ImportOutcome({ job, notice }: { job: ImportJob | null; notice: string | null }) {
  if (notice) return <Notice>{notice}</Notice>;
  if (!job) return null;
  if (job.status === "succeeded" && job.result) return <ImportResults job={job} result={job.result} />;
  if (job.status === "cancelled") return <Notice>{IMPORT_CANCELLED_MESSAGE}</Notice>;
  if (job.status === "failed") {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
        <h2 className="font-semibold">İçe aktarma başarısız oldu</h2>
        <p className="mt-1 text-sm">
          {job.fileName}: {job.error ?? "Bilinmeyen bir hata oluştu."}
        </p>
        <p className="mt-2 text-sm">Dosyayı düzeltip tekrar yükleyebilirsiniz.</p>
      </div>
    );
  }
  return null;
}

function Notice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm font-medium text-amber-950">
      {children}
    </p>
  );
}
