import { useState } from "react";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { adminRequest } from "~/components/admin/admin-request";
import { ApiError, UNREACHABLE_MESSAGE } from "~/lib/api-error";
import { Tabs } from "~/components/ui/tabs";
import { toast } from "~/components/ui/use-toast";
import type { SecurityStatus, SiteSettings } from "~/lib/admin/site-settings";
import { AnalyticsTab } from "./analytics-tab";
import { CodeInjectionTab } from "./code-injection-tab";
import { SecurityTab } from "./security-tab";
import { SeoTab } from "./seo-tab";
import { useSettingsForm } from "./use-settings-form";
import { SaveButton } from "~/components/ui/save-button";

interface SettingsScreenProps {
  settings: SiteSettings;
  updatedAt: string | null;
  security: SecurityStatus;
}

const BUTTON = "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60";

/** Site settings: code injection, analytics ids, SEO defaults and security, saved on the server. */
export function SettingsScreen({ settings, security }: SettingsScreenProps) {
  const form = useSettingsForm(settings);
  const [saved, setSaved] = useState(settings);
  const [tab, setTab] = useState("code");
  const [clearing, setClearing] = useState(false);

  async function save() {
    const stored = await form.save();
    if (stored) setSaved(stored);
  }

  async function clearCache() {
    setClearing(true);
    try {
      const answer = await adminRequest<{ message: string }>("POST", "/api/clear-cache");
      toast({ title: "Başarılı!", description: answer.message });
    } catch (error) {
      toast({ variant: "destructive", title: "Cache temizlenirken hata oluştu", description: error instanceof ApiError ? error.message : UNREACHABLE_MESSAGE });
    } finally {
      setClearing(false);
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Site Ayarları"
        description="Kod enjeksiyonu, analitik kimlikleri, SEO varsayılanları ve güvenlik durumu."
        actions={
          <>
            <button type="button" className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`} disabled={clearing} onClick={() => void clearCache()}>
              {clearing ? "Temizleniyor..." : "Cache Temizle"}
            </button>
            <SaveButton label="Ayarları Kaydet" saving={form.saving} onClick={() => void save()} />
          </>
        }
      />
      <Tabs
        label="Ayar bölümleri"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "code", label: "Kod Enjeksiyonu", panel: <CodeInjectionTab values={form.values} errors={form.errors} onChange={form.set} /> },
          { id: "analytics", label: "Analitik", panel: <AnalyticsTab saved={saved} values={form.values} errors={form.errors} onChange={form.set} /> },
          { id: "seo", label: "SEO", panel: <SeoTab values={form.values} errors={form.errors} onChange={form.set} /> },
          { id: "security", label: "Güvenlik", panel: <SecurityTab security={security} /> },
        ]}
      />
    </>
  );
}
