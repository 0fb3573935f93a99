import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { IndexingSettingsView } from "~/lib/admin/indexing";
import { EngineStatus } from "./engine-status";
import { fetchIndexingSettings } from "./indexing-api";
import { panelClass } from "./indexing-styles";
import { UrlSubmitTools } from "./url-submit-tools";
import { useIndexingWalk } from "./use-indexing-walk";

/** The dashboard's URL Indexing card; settings and the log are on /admin/indexing. */
export function UrlIndexingCard() {
  const [settings, setSettings] = useState<IndexingSettingsView | null>(null);
  const refresh = () => void fetchIndexingSettings().then(setSettings, () => undefined);
  // A finished walk used some of Google's quota: the status line shows what is left.
  const walk = useIndexingWalk(undefined, refresh);
  // Asked after hydration: the dashboard's figures load without waiting for it.
  useEffect(refresh, []);

  return (
    <section aria-labelledby="url-indexing-heading" className={panelClass}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="url-indexing-heading" className="text-lg font-semibold text-slate-900">URL İndeksleme</h2>
        <Link to="/admin/indexing" className="text-sm font-medium text-brand-700 underline">Ayarlar ve gönderim kaydı</Link>
      </div>
      <div className="space-y-4">
        <EngineStatus settings={settings} linkToSettings />
        <UrlSubmitTools settings={settings} walk={walk} onSubmitted={refresh} />
      </div>
    </section>
  );
}
