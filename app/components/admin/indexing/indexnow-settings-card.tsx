import { useId, useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Switch } from "~/components/ui/switch";
import type { IndexingSettingsView } from "~/lib/admin/indexing";
import { regenerateIndexNowKey, saveIndexingSettings } from "./indexing-api";
import { fieldClass, panelClass, primaryButtonClass, secondaryButtonClass } from "./indexing-styles";
import { useSettingsSave } from "./use-settings-save";

interface IndexNowSettingsCardProps {
  settings: IndexingSettingsView;
  onSaved: (settings: IndexingSettingsView) => void;
}

/** IndexNow: on/off, the key and its file, the endpoint (Bing, Yandex, Naver, Seznam... share what one receives). */
export function IndexNowSettingsCard({ settings, onSaved }: IndexNowSettingsCardProps) {
  const id = useId();
  const { indexNow } = settings;
  const [enabled, setEnabled] = useState(indexNow.enabled);
  const [endpoint, setEndpoint] = useState(indexNow.endpoint);
  const [confirming, setConfirming] = useState(false);
  const save = useSettingsSave((next) => {
    onSaved(next);
    setEndpoint(next.indexNow.endpoint);
  });

  return (
    <section aria-labelledby={`${id}-heading`} className={`${panelClass} space-y-4`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">IndexNow</h2>
      <p className="text-sm text-slate-600">
        Bing, Yandex, Naver, Seznam ve IndexNow'u destekleyen diğer arama motorlarına değişen sayfaları bildirir. Motorlar anahtarı sitenin kökündeki dosyadan doğrular.
      </p>
      <div className="flex items-center gap-3">
        <Switch checked={enabled} onChange={setEnabled} labelledBy={`${id}-enabled`} />
        <span id={`${id}-enabled`} className="text-sm font-medium text-slate-800">IndexNow etkin</span>
      </div>
      <div className="space-y-1 text-sm">
        <p className="font-medium text-slate-800">Anahtar</p>
        <p className="break-all">
          <code className="rounded bg-slate-100 px-1">{indexNow.key}</code> ·{" "}
          <a href={indexNow.keyLocation} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">{indexNow.keyLocation}</a>
        </p>
        <button type="button" onClick={() => setConfirming(true)} className={secondaryButtonClass}>Anahtarı Yenile</button>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-endpoint`} className="block text-sm font-medium text-slate-800">IndexNow uç noktası</label>
        <input id={`${id}-endpoint`} type="text" inputMode="url" value={endpoint} onChange={(event) => setEndpoint(event.target.value)} className={fieldClass} />
        <p className="text-xs text-slate-600">Boş bırakılırsa https://api.indexnow.org/indexnow kullanılır.</p>
      </div>
      <button
        type="button"
        disabled={save.busy}
        onClick={() => void save.run(() => saveIndexingSettings({ indexNow: { enabled, endpoint } }), "IndexNow ayarları kaydedildi", "IndexNow ayarları kaydedilemedi")}
        className={primaryButtonClass}
      >
        {save.busy ? "Kaydediliyor..." : "IndexNow Ayarlarını Kaydet"}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="IndexNow anahtarı yenilensin mi?"
        description="Eski anahtar dosyası hemen yanıt vermeyi bırakır; arama motorları yeni anahtarı ilk gönderimde doğrular."
        confirmLabel="Anahtarı Yenile"
        busyLabel="Yenileniyor..."
        busy={save.busy}
        onConfirm={() => void save.run(regenerateIndexNowKey, "Yeni IndexNow anahtarı oluşturuldu", "Anahtar yenilenemedi").then(() => setConfirming(false))}
      />
    </section>
  );
}
