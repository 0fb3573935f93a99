import { Link } from "react-router";
import type { IndexingSettingsView } from "~/lib/admin/indexing";

/** Which engines a submission goes to right now, or a warning that none is on. */
export function EngineStatus({ settings, linkToSettings }: { settings: IndexingSettingsView | null; linkToSettings: boolean }) {
  if (!settings) return null;
  const { indexNow, google } = settings;
  const on = [indexNow.enabled ? "IndexNow" : null, google.enabled ? `Google (bugün kalan kota ${google.quota.remaining}/${google.quota.limit})` : null].filter(Boolean);
  if (on.length > 0) return <p className="text-sm text-slate-700">Etkin servisler: {on.join(", ")}</p>;
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Hiçbir indeksleme servisi yapılandırılmamış; gönderimler reddedilir.{" "}
      {linkToSettings ? (
        <Link to="/admin/indexing" className="font-medium underline">IndexNow veya Google'ı ayarlayın</Link>
      ) : (
        "Aşağıdan IndexNow'u etkinleştirin veya bir Google hizmet hesabı ekleyin."
      )}
    </p>
  );
}
