import { useState } from "react";
import { ConfirmDialog } from "../confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { resetDatabase } from "./database-api";

/** The reset, offered here too: the server takes a full backup before it deletes anything. */
export function ResetCard({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      const { backup } = await resetDatabase();
      toast({ title: "Başarılı!", description: `Tüm veriler başarıyla silindi. Önce alınan yedek: ${backup.name}` });
      setOpen(false);
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: "Hata!", description: `Veritabanı sıfırlanırken hata oluştu: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="database-reset-heading" className="rounded-xl border border-red-200 bg-red-50/60 p-5">
      <h2 id="database-reset-heading" className="text-lg font-semibold text-red-800">
        <span aria-hidden="true">⚠️ </span>Tehlikeli Bölge
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="database-reset-text" className="text-sm text-red-900">
          Sıfırlama tüm işletmeleri, kategorileri, şehirleri, ülkeleri ve yorumları siler. Önce otomatik olarak tam bir yedek alınır; bu yedekten geri dönebilirsiniz.
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-describedby="database-reset-text"
          className="shrink-0 rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2"
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
