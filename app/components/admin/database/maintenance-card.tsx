import { toast } from "~/components/ui/use-toast";
import { createBackup, optimizeDatabase } from "./database-api";
import { formatBytes } from "./format-bytes";
import { useBusyAction } from "./use-busy-action";

const SECONDS = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });
const BUTTON =
  "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

/** 'Optimize Et' and 'Yedek Al': both run on the server, the button says so while they do. */
export function MaintenanceCard({ onDone }: { onDone: () => void }) {
  const { busy, run } = useBusyAction<"optimize" | "backup">();

  const optimize = () =>
    run("optimize", async () => {
      try {
        const { message, seconds } = await optimizeDatabase();
        toast({ title: "Optimize Tamamlandı", description: `${message} (${SECONDS.format(seconds)} sn)` });
        onDone();
      } catch (error) {
        toast({ variant: "destructive", title: "Hata!", description: `Veritabanı optimize edilemedi: ${(error as Error).message}` });
      }
    });

  const backup = () =>
    run("backup", async () => {
      try {
        const file = await createBackup();
        toast({ title: "Yedek Alındı", description: `${file.name} (${formatBytes(file.size)})` });
        onDone();
      } catch (error) {
        toast({ variant: "destructive", title: "Hata!", description: `Yedek alınamadı: ${(error as Error).message}` });
      }
    });

  return (
    <section aria-labelledby="maintenance-heading" className="grid gap-4 md:grid-cols-2">
      <h2 id="maintenance-heading" className="sr-only">Bakım</h2>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="font-semibold text-slate-900">Optimizasyon</h3>
        <p id="optimize-text" className="mt-1 text-sm text-slate-600">
          VACUUM (ANALYZE) çalıştırır: silinen ve değişen kayıtların bıraktığı alan yeniden kullanıma açılır, sorgu istatistikleri yenilenir.
        </p>
        <button type="button" onClick={() => void optimize()} disabled={busy !== null} aria-describedby="optimize-text" className={`${BUTTON} mt-4 bg-brand-600 hover:bg-brand-700 focus-visible:ring-brand-600`}>
          {busy === "optimize" ? "Optimize ediliyor..." : "Optimize Et"}
        </button>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="font-semibold text-slate-900">Yedekleme</h3>
        <p id="backup-text" className="mt-1 text-sm text-slate-600">
          Tüm tabloların tam yedeğini sunucudaki yedek klasörüne yazar. Büyük bir dizinde birkaç dakika sürebilir.
        </p>
        <button type="button" onClick={() => void backup()} disabled={busy !== null} aria-describedby="backup-text" className={`${BUTTON} mt-4 bg-emerald-700 hover:bg-emerald-800 focus-visible:ring-emerald-700`}>
          {busy === "backup" ? "Yedek alınıyor..." : "Yedek Al"}
        </button>
      </div>
    </section>
  );
}
