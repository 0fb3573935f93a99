import { useId, useState } from "react";
import { Switch } from "~/components/ui/switch";
import type { IndexingSettingsView } from "~/lib/admin/indexing";
import { saveIndexingSettings } from "./indexing-api";
import { fieldClass, panelClass, primaryButtonClass, secondaryButtonClass } from "./indexing-styles";
import { useSettingsSave } from "./use-settings-save";

interface GoogleSettingsCardProps {
  settings: IndexingSettingsView;
  onSaved: (settings: IndexingSettingsView) => void;
}

/** Google Indexing API: a service account's key file (pasted, never shown again), on/off, quota, endpoint. */
export function GoogleSettingsCard({ settings, onSaved }: GoogleSettingsCardProps) {
  const id = useId();
  const { google } = settings;
  const [enabled, setEnabled] = useState(google.enabled);
  const [account, setAccount] = useState("");
  const [endpoint, setEndpoint] = useState(google.endpoint);
  const save = useSettingsSave((next) => {
    onSaved(next);
    setEnabled(next.google.enabled);
    setEndpoint(next.google.endpoint);
    setAccount("");
  });

  const submit = () =>
    save.run(
      () => saveIndexingSettings({ google: { enabled, endpoint, ...(account.trim() ? { serviceAccount: account } : {}) } }),
      "Google ayarları kaydedildi",
      "Google ayarları kaydedilemedi",
    );

  return (
    <section aria-labelledby={`${id}-heading`} className={`${panelClass} space-y-4`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">Google Indexing API</h2>
      <div className="flex items-center gap-3">
        <Switch checked={enabled} onChange={setEnabled} labelledBy={`${id}-enabled`} />
        <span id={`${id}-enabled`} className="text-sm font-medium text-slate-800">Google etkin</span>
      </div>
      <p className="text-sm text-slate-700">
        {google.clientEmail ? (
          <>Hizmet hesabı: <span className="break-all font-medium">{google.clientEmail}</span></>
        ) : (
          "Hizmet hesabı eklenmemiş."
        )}{" "}
        Bugün kullanılan kota: {google.quota.used}/{google.quota.limit}.
      </p>
      {google.accountProblem ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{google.accountProblem}</p>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-account`} className="block text-sm font-medium text-slate-800">
          {google.clientEmail ? "Yeni hizmet hesabı JSON'u (değiştirmek için)" : "Hizmet hesabı JSON'u"}
        </label>
        <textarea id={`${id}-account`} value={account} onChange={(event) => {
            setAccount(event.target.value);
            // The first account is pasted to be used: switch Google on with it.
            if (!google.clientEmail && event.target.value.trim()) setEnabled(true);
          }}
          rows={4} spellCheck={false} autoComplete="off" className={`${fieldClass} font-mono`} />
        <p className="text-xs text-slate-600">
          Google Cloud'da Indexing API'si açık bir projenin hizmet hesabı anahtar dosyası (client_email, private_key, token_uri). Hesap, Search Console'da sitenin sahibi olarak eklenmelidir. Kaydedilen anahtar bir daha gösterilmez.
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-endpoint`} className="block text-sm font-medium text-slate-800">Google uç noktası</label>
        <input id={`${id}-endpoint`} type="text" inputMode="url" value={endpoint} onChange={(event) => setEndpoint(event.target.value)} className={fieldClass} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={save.busy} onClick={() => void submit()} className={primaryButtonClass}>
          {save.busy ? "Kaydediliyor..." : "Google Ayarlarını Kaydet"}
        </button>
        {google.clientEmail ? (
          <button
            type="button"
            disabled={save.busy}
            onClick={() => void save.run(() => saveIndexingSettings({ google: { serviceAccount: null } }), "Hizmet hesabı kaldırıldı", "Hizmet hesabı kaldırılamadı")}
            className={secondaryButtonClass}
          >
            Hizmet Hesabını Kaldır
          </button>
        ) : null}
      </div>
    </section>
  );
}
