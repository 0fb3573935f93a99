import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { resetDatabase } from "~/components/admin/excel/import-api";
import { toast } from "~/components/ui/use-toast";
import { describeError } from "~/lib/api-error";

interface ResetDangerZoneProps {
  /** An import is running: wiping the tables under it is not offered. */
  disabled?: boolean;
  onReset: () => void;
}

/**
 * The catalogue reset, offered on the Excel and Database screens: a confirmation that
 * says exactly what goes, and the server takes a full backup before it deletes anything.
 */
export function ResetDangerZone({ disabled = false, onReset }: ResetDangerZoneProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      const { backup } = await resetDatabase();
      toast({ title: "Başarılı!", description: `Tüm veriler başarıyla silindi. Önce alınan yedek: ${backup.name}` });
      setOpen(false);
      onReset();
    } catch (error) {
      toast({ variant: "destructive", title: "Hata!", description: `Veritabanı sıfırlanırken hata oluştu: ${describeError(error)}` });
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
          Veritabanını sıfırlamak tüm işletmeleri, kategorileri, şehirleri, ülkeleri ve yorumları siler. Silmeden önce otomatik olarak tam bir yedek alınır;
          Veritabanı ekranından geri yüklenebilir.
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
            <p>Önce veritabanının tam bir yedeği alınacak ve Yedekler listesine eklenecek.</p>
            <p className="mt-2">
              Ardından <strong className="text-slate-900">tüm işletmeler, kategoriler, şehirler, ülkeler ve yorumlar</strong> silinecek; herkese açık sitede hiçbir işletme kalmaz.
            </p>
          </>
        }
        confirmLabel="Yedek Al ve Sıfırla"
        busyLabel="Yedekleniyor ve siliniyor..."
        busy={busy}
        destructive
        onConfirm={() => void reset()}
      />
    </section>
  );
}
