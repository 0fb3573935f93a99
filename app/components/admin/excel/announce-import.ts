import { formatCount } from "~/components/admin/format";
import { toast } from "~/components/ui/use-toast";
import type { ImportJob } from "~/lib/admin/import-job";
import { uploadFailedDescription } from "~/lib/admin/upload-answer";

export const IMPORT_CANCELLED_MESSAGE = "İçe aktarma durduruldu; veritabanında hiçbir değişiklik yapılmadı.";

/** The toast that tells how an import ended; the results card below says the rest. */
export function announceFinishedImport(job: ImportJob): void {
  if (job.status === "succeeded") {
    toast({ title: "Başarılı!", description: `${formatCount(job.result?.imported ?? 0)} işletme başarıyla içe aktarıldı` });
  } else if (job.status === "failed") {
    toast({ variant: "destructive", title: "Hata!", description: uploadFailedDescription(job.errorStatus, job.error) });
  } else if (job.status === "cancelled") {
    toast({ title: "İçe aktarma durduruldu", description: IMPORT_CANCELLED_MESSAGE });
  }
}
