import { ProgressBar } from "~/components/admin/excel/progress-bar";
import { formatCount } from "~/components/admin/format";
import { walkSummaryText, type IndexingWalk } from "~/lib/admin/indexing";
import { primaryButtonClass, secondaryButtonClass } from "./indexing-styles";
import type { WalkControls } from "./use-indexing-walk";

const STATUS_TEXT: Record<IndexingWalk["status"], string> = {
  queued: "Sırada bekliyor",
  running: "Gönderiliyor",
  succeeded: "Tamamlandı",
  failed: "Başarısız",
  cancelled: "Durduruldu",
};

/** (c) Every business page, sent by the server; progress done/total while it runs, the outcome after. */
export function AutoWalkPanel({ controls }: { controls: WalkControls }) {
  const { walk, running, starting } = controls;
  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm font-medium text-slate-800">Otomatik Gönderim</p>
        <p className="text-xs text-slate-600">Sunucu tüm işletme sayfalarını sırayla gönderir; bu sayfayı kapatsanız da sürer.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => void controls.start()} disabled={running || starting} className={primaryButtonClass}>
          {running && walk ? `Gönderiliyor... ${walk.done}/${walk.total}` : starting ? "Başlatılıyor..." : "Tüm İşletme URL'lerini Otomatik Gönder"}
        </button>
        {running ? (
          <button type="button" onClick={() => void controls.stop()} className={secondaryButtonClass}>
            Durdur
          </button>
        ) : null}
      </div>
      {walk ? <WalkProgress walk={walk} /> : null}
    </div>
  );
}

function WalkProgress({ walk }: { walk: IndexingWalk }) {
  const counts = `${formatCount(walk.done)} / ${formatCount(walk.total)}`;
  return (
    <div className="space-y-1 text-sm text-slate-700" aria-live="polite">
      <ProgressBar label="Otomatik gönderim ilerlemesi" value={walk.done} max={walk.total} valueText={`${counts} işletme URL'si`} />
      <p>
        <span className="font-medium">{STATUS_TEXT[walk.status]}:</span> {counts} · {walkSummaryText(walk)}
      </p>
      {walk.note ? <p className="text-amber-800">{walk.note}</p> : null}
      {walk.error && walk.status !== "cancelled" ? <p className="text-red-700">{walk.error}</p> : null}
    </div>
  );
}
