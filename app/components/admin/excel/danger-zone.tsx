import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { resetDatabase } from "./import-api";

interface DangerZoneProps {
  /** An import is running: wiping the tables under it is not offered. */
  disabled: boolean;
  onReset: () => void;
}

/** Deletes every business and the catalog around it, after a confirmation that says exactly what goes. */
export function DangerZone({ disabled, onReset }: DangerZoneProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      const { backup } = await resetDatabase();
      toast({ title: "Başarılı!", description: `Tüm veriler başarıyla silindi. Önce alınan yedek: ${backup.name}` });
      setOpen(false);
      onReset();
    } catch {
      toast({ variant: "destructive", title: "Hata!", description: "Veritabanı sıfırlanırken hata oluştu" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="danger-zone-heading" className="rounded-xl border border-red-200 bg-red-50/60 p-5">
      <h2 id="danger-zone-heading" className="text-lg font-semibold text-red-800">
        <span aria-hidden="true">⚠️ </span>Tehlikeli Bölge
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="danger-zone-text" className="text-sm text-red-900">
          Veritabanını sıfırlamak tüm işletmeleri, kategorileri, şehirleri, ülkeleri ve yorumları siler. Silmeden önce otomatik olarak tam bir yedek alınır.
          {disabled ? " İçe aktarma sürerken sıfırlama yapılamaz." : null}
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={disabled}
          aria-describedby="danger-zone-text"
          className="shrink-0 rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Veritabanını Sıfırla
        </button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Veritabanı sıfırlansın mı?"
        description={
          <>
            <p>
              <strong className="text-slate-900">Tüm işletmeler, kategoriler, şehirler, ülkeler ve yorumlar</strong> kalıcı olarak silinecek. Herkese
              açık sitede hiçbir işletme kalmaz.
            </p>
            <p className="mt-2">Silmeden önce veritabanının tam bir yedeği alınır; Veritabanı ekranından geri yüklenebilir.</p>
          </>
        }
        confirmLabel="Evet, Tümünü Sil"
        busyLabel="Siliniyor..."
        busy={busy}
        destructive
        onConfirm={() => void reset()}
      />
    </section>
  );
}
