import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { SitemapRefreshCard } from "~/components/admin/dashboard/sitemap-refresh-card";
import { StatCard } from "~/components/admin/stat-card";
import { formatCount } from "~/components/admin/format";
import type { IndexingSettingsView, IndexingWalk, SubmissionLogEntry } from "~/lib/admin/indexing";
import { EngineStatus } from "./engine-status";
import { GoogleNotice } from "./google-notice";
import { GoogleSettingsCard } from "./google-settings-card";
import { IndexNowSettingsCard } from "./indexnow-settings-card";
import { panelClass } from "./indexing-styles";
import { SubmissionLog } from "./submission-log";
import { UrlSubmitTools } from "./url-submit-tools";
import { useIndexingWalk } from "./use-indexing-walk";

interface IndexingScreenProps {
  settings: IndexingSettingsView;
  walk: IndexingWalk | null;
  submissions: SubmissionLogEntry[];
  pages: { businesses: number; categories: number; cities: number };
}

/** URL İndeksleme: engines, the three ways to send, the walk's progress, the log and the sitemap. */
export function IndexingScreen(props: IndexingScreenProps) {
  const revalidator = useRevalidator();
  // Saved settings come back from their call; a send refreshes the loader's log and quota.
  const [saved, setSaved] = useState<IndexingSettingsView | null>(null);
  const settings = saved ?? props.settings;
  const refresh = () => {
    setSaved(null);
    void revalidator.revalidate();
  };
  const walk = useIndexingWalk(props.walk, refresh);

  return (
    <>
      <AdminPageHeader title="URL İndeksleme" description="Sitenin sayfalarını arama motorlarına bildirin: IndexNow, Google Indexing API ve site haritası." />
      <div className="space-y-6">
        <GoogleNotice />
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="İşletme Sayfaları" value={formatCount(props.pages.businesses)} icon="🏢" />
          <StatCard label="Kategori Sayfaları" value={formatCount(props.pages.categories)} icon="🏷️" tone="purple" />
          <StatCard label="Şehir Sayfaları" value={formatCount(props.pages.cities)} icon="🏙️" tone="green" />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <IndexNowSettingsCard settings={settings} onSaved={setSaved} />
          <GoogleSettingsCard settings={settings} onSaved={setSaved} />
        </div>
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="submit-heading" className={`${panelClass} space-y-4 lg:col-span-2`}>
            <h2 id="submit-heading" className="text-lg font-semibold text-slate-900">URL Gönder</h2>
            <EngineStatus settings={settings} linkToSettings={false} />
            <UrlSubmitTools settings={settings} walk={walk} onSubmitted={refresh} />
          </section>
          <div>
            <SitemapRefreshCard />
          </div>
        </div>
        <SubmissionLog entries={props.submissions} />
      </div>
    </>
  );
}
