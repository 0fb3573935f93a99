import { useState } from "react";
import { RESTORE_CREDENTIALS_WARNING, RESTORE_GOOGLE_ACCOUNT_NOTE, type BackupFile } from "~/lib/admin/database";
import { ConfirmDialog } from "../confirm-dialog";
import { formatDateTime } from "../format";
import { toast } from "~/components/ui/use-toast";
import { backupDownloadUrl, deleteBackup, restoreBackup } from "./database-api";
import { formatBytes } from "./format-bytes";
import { NO_BACKUP_YET } from "./status-cards";
import { UploadBackupForm } from "./upload-backup-form";
import { useBusyAction } from "./use-busy-action";

type Pending = { kind: "restore" | "delete"; backup: BackupFile };

const SMALL_BUTTON = "rounded-md border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50";

/** The stored backups: download, restore (after a confirmation that says what is replaced), delete, upload. */
export function BackupsCard({ backups, onChange }: { backups: BackupFile[]; onChange: () => void }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const { busy, run } = useBusyAction<"restore" | "delete">();

  const confirm = () =>
    pending &&
    run(pending.kind, async () => {
      const { kind, backup } = pending;
      try {
        if (kind === "restore") {
          await restoreBackup(backup.name);
          toast({ title: "Geri Yükleme Tamamlandı", description: `${backup.name} yedeğindeki veriler geri yüklendi.` });
        } else {
          await deleteBackup(backup.name);
          toast({ title: "Yedek Silindi", description: backup.name });
        }
        setPending(null);
        onChange();
      } catch (error) {
        const what = kind === "restore" ? "Yedek geri yüklenemedi" : "Yedek silinemedi";
        toast({ variant: "destructive", title: "Hata!", description: `${what}: ${(error as Error).message}` });
      }
    });

  return (
    <section aria-labelledby="backups-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h2 id="backups-heading" className="text-lg font-semibold text-slate-900">Yedekler</h2>
          <p className="mt-1 text-sm text-slate-600">Yedekler sunucunun veri klasöründe tutulur. Başka bir kurulumdan indirilen bir yedeği buradan yükleyebilirsiniz.</p>
        </div>
        <UploadBackupForm onUploaded={onChange} />
      </div>
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <strong className="font-semibold">Dikkat:</strong> {RESTORE_CREDENTIALS_WARNING} {RESTORE_GOOGLE_ACCOUNT_NOTE}
      </p>
      {backups.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{NO_BACKUP_YET}</p>
      ) : (
        <ul aria-label="Yedek listesi" className="mt-4 divide-y divide-slate-100">
          {backups.map((backup) => (
            <li key={backup.name} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-all font-mono text-sm text-slate-900">{backup.name}</p>
                <p className="text-sm text-slate-600">{formatDateTime(backup.createdAt)} · {formatBytes(backup.size)}</p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <a href={backupDownloadUrl(backup.name)} download={backup.name} aria-label={`${backup.name} indir`} className={`${SMALL_BUTTON} border-slate-300 text-slate-700 hover:bg-slate-50`}>
                  İndir
                </a>
                <button type="button" onClick={() => setPending({ kind: "restore", backup })} aria-label={`${backup.name} geri yükle`} className={`${SMALL_BUTTON} border-amber-300 text-amber-900 hover:bg-amber-50`}>
                  Geri Yükle
                </button>
                <button type="button" onClick={() => setPending({ kind: "delete", backup })} aria-label={`${backup.name} sil`} className={`${SMALL_BUTTON} border-red-300 text-red-700 hover:bg-red-50`}>
                  Sil
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending?.kind === "restore"}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Yedek geri yüklensin mi?"
        description={
          <>
            <p>
              <strong className="text-slate-900">Şu anki tüm veriler</strong> (işletmeler, kategoriler, şehirler, yorumlar, ayarlar, mesajlar, yönetici hesapları)
              silinip <span className="break-all font-mono">{pending?.backup.name}</span> yedeğindeki verilerle değiştirilecek.
            </p>
            <p className="mt-2 font-medium text-amber-900">{RESTORE_CREDENTIALS_WARNING}</p>
            <p className="mt-2">Yedekten sonra yapılan değişiklikler kaybolur. Gerekirse önce yeni bir yedek alın.</p>
          </>
        }
        confirmLabel="Evet, Geri Yükle"
        busyLabel="Geri yükleniyor..."
        busy={busy === "restore"}
        destructive
        onConfirm={() => void confirm()}
      />
      <ConfirmDialog
        open={pending?.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Yedek silinsin mi?"
        description={<p><span className="break-all font-mono">{pending?.backup.name}</span> kalıcı olarak silinecek.</p>}
        confirmLabel="Sil"
        busyLabel="Siliniyor..."
        busy={busy === "delete"}
        destructive
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
