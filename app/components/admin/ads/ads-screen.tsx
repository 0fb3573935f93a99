import { useState } from "react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Tabs } from "~/components/ui/tabs";
import type { StoredInjectionItem } from "~/lib/admin/html-injection";
import { AdsStats, type AdAnalyticsView } from "./ads-stats";
import { AdsTxtTab } from "./ads-txt-tab";
import type { StoredAdSetting } from "./ads-api";
import { InjectionTab } from "./injection-tab";
import { PlacementsTab } from "./placements-tab";
import { PreviewTab } from "./preview-tab";
import { useAdSettingsForm } from "./use-ad-settings-form";

interface AdsScreenProps {
  settings: StoredAdSetting[];
  analytics: AdAnalyticsView;
  adsTxt: string;
  injections: StoredInjectionItem[];
}

/** Ad management: counters, then placements, global settings (ads.txt), HTML injection and a preview. */
export function AdsScreen({ settings, analytics, adsTxt, injections }: AdsScreenProps) {
  const form = useAdSettingsForm(settings);
  const [tab, setTab] = useState("placements");
  return (
    <>
      <AdminPageHeader title="Reklam Yönetimi" description="Google AdSense reklam alanları, ads.txt ve reklam sayıları." />
      <AdsStats analytics={analytics} />
      <Tabs
        label="Reklam yönetimi bölümleri"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: "placements",
            label: "Reklam Alanları",
            panel: <PlacementsTab drafts={form.drafts} errors={form.errors} saving={form.saving} onChange={form.update} onSave={() => void form.save()} />,
          },
          { id: "global", label: "Genel Ayarlar", panel: <AdsTxtTab initial={adsTxt} /> },
          { id: "injection", label: "HTML Enjeksiyonu", panel: <InjectionTab items={injections} /> },
          { id: "preview", label: "Önizleme", panel: <PreviewTab drafts={form.drafts} /> },
        ]}
      />
    </>
  );
}
