import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { ColumnsStep } from "~/lib/admin/columns-step";
import { isFinished, type ImportJob } from "~/lib/admin/import-job";
import { checkUploadFile } from "~/lib/admin/upload-file";
import { describeError } from "~/lib/api-error";
import { announceFinishedImport } from "./announce-import";
import { cancelImportJob, fetchCurrentImportJob } from "./import-api";
import { uploadSpreadsheet, type UploadHandle } from "./upload-spreadsheet";
import { useImportPolling } from "./use-import-polling";

export const UPLOAD_ABORTED_NOTICE = "Yükleme iptal edildi; dosya gönderilmedi ve veritabanında hiçbir değişiklik yapılmadı.";

export interface ImportController {
  file: File | null;
  /** Whole percent of the file sent; null when no upload is under way. */
  uploadPercent: number | null;
  /** The import this screen follows: the one it started, or one already running when the page opened. */
  job: ImportJob | null;
  /** A file is being sent or an import runs: no second upload, no reset. */
  busy: boolean;
  cancelling: boolean;
  /** The server stopped answering while an import runs; polling goes on. */
  connectionLost: boolean;
  notice: string | null;
  /** The column-mapping step of the chosen file, while the admin is on it. */
  columns: ColumnsStep | null;
  /** Ask for the mapping step even when Locus would read the header by itself. */
  reviewColumns: boolean;
  setReviewColumns: (review: boolean) => void;
  choose: (file: File) => void;
  /** Sends the chosen file; with a mapping (header -> field), the import uses it. */
  upload: (columnMapping?: Record<string, string>) => void;
  closeColumns: () => void;
  cancel: () => void;
  clear: () => void;
}

/**
 * The upload and import of one spreadsheet: pick, send (with progress), then
 * follow the server-side import until it ends. An import outlives the page,
 * so on opening the screen picks up one that is still running.
 */
export function useImportJob({ onSucceeded }: { onSucceeded: () => void }): ImportController {
  const [file, setFile] = useState<File | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [columns, setColumns] = useState<ColumnsStep | null>(null);
  const [reviewColumns, setReviewColumns] = useState(false);
  const sending = useRef<UploadHandle | null>(null);
  const succeeded = useRef(onSucceeded);
  succeeded.current = onSucceeded;

  const finish = (done: ImportJob) => {
    setCancelling(false);
    announceFinishedImport(done);
    if (done.status === "succeeded") succeeded.current();
  };
  const { connectionLost } = useImportPolling(job, setJob, finish);
  const running = job !== null && !isFinished(job.status);
  const uploading = uploadPercent !== null;
  const busy = uploading || running;

  useEffect(() => {
    let stale = false;
    fetchCurrentImportJob()
      .then((current) => {
        if (!stale && current && !isFinished(current.status)) setJob((mine) => mine ?? current);
      })
      // Nothing to resume is the usual case; a failed look-up only means the same.
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, []);

  // Leaving mid-upload throws the sent bytes away: the browser asks first.
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [uploading]);

  return {
    file,
    uploadPercent,
    job,
    busy,
    cancelling,
    connectionLost,
    notice,
    columns,
    reviewColumns,
    setReviewColumns,
    closeColumns: () => setColumns(null),
    choose(next) {
      if (busy) return;
      const check = checkUploadFile(next);
      if (!check.ok) {
        toast({ variant: "destructive", title: check.title, description: check.description });
        return;
      }
      setFile(next);
      setJob(null);
      setNotice(null);
      setColumns(null);
    },
    upload(columnMapping) {
      if (busy) return;
      if (!file) {
        toast({ variant: "destructive", title: "Dosya Seçilmedi", description: "Lütfen önce bir Excel dosyası seçin" });
        return;
      }
      const check = checkUploadFile(file);
      if (!check.ok) {
        toast({ variant: "destructive", title: check.title, description: check.description });
        return;
      }
      setJob(null);
      setNotice(null);
      setUploadPercent(0);
      const fields: Record<string, string> = columnMapping
        ? { columnMapping: JSON.stringify(columnMapping) }
        : reviewColumns
          ? { reviewColumns: "true" }
          : {};
      const handle = uploadSpreadsheet(file, setUploadPercent, fields);
      sending.current = handle;
      void handle.answer.then((answer) => {
        sending.current = null;
        setUploadPercent(null);
        if (answer.ok && "columns" in answer) setColumns(answer.columns);
        else if (answer.ok) {
          setColumns(null);
          setJob(answer.job);
          if (isFinished(answer.job.status)) finish(answer.job);
        } else if ("aborted" in answer) setNotice(UPLOAD_ABORTED_NOTICE);
        else toast({ variant: "destructive", title: "Hata!", description: answer.description });
      });
    },
    cancel() {
      if (sending.current) {
        sending.current.abort();
        return;
      }
      if (!job || !running || cancelling) return;
      setCancelling(true);
      cancelImportJob(job.id).catch((error: unknown) => {
        setCancelling(false);
        toast({ variant: "destructive", title: "Hata!", description: `İçe aktarma durdurulamadı: ${describeError(error)}` });
      });
    },
    clear() {
      if (busy) return;
      setColumns(null);
      setFile(null);
      setJob(null);
      setNotice(null);
    },
  };
}
