import { ANALYTICS_ID_RULES, type AnalyticsIdField, type SiteSettings } from "~/lib/admin/site-settings";
import { SettingsField } from "./settings-field";
import type { SettingsErrors } from "./use-settings-form";

const FIELDS: { field: AnalyticsIdField; label: string }[] = [
  { field: "googleAnalytics", label: "Google Analytics 4 Ölçüm Kimliği" },
  { field: "googleTagManager", label: "Google Tag Manager Kimliği" },
  { field: "facebookPixel", label: "Meta (Facebook) Piksel Kimliği" },
  { field: "yandexMetrica", label: "Yandex Metrica Sayaç Numarası" },
];

interface AnalyticsTabProps {
  /** The values as last saved: what public pages really carry now. */
  saved: SiteSettings;
  values: SiteSettings;
  errors: SettingsErrors;
  onChange: (field: AnalyticsIdField, value: string) => void;
}

/** The four tracking ids; each saved one puts its vendor's snippet on every public page. */
export function AnalyticsTab({ saved, values, errors, onChange }: AnalyticsTabProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {FIELDS.map(({ field, label }) => {
        const live = saved[field] !== "";
        return (
          <div key={field} className="rounded-xl border border-slate-200 bg-white p-4">
            <SettingsField
              label={label}
              value={values[field]}
              error={errors[field]}
              onChange={(value) => onChange(field, value)}
              placeholder={ANALYTICS_ID_RULES[field].hint}
              hint={`Biçim: ${ANALYTICS_ID_RULES[field].hint}`}
            />
            <p className="mt-2 flex items-center gap-2 text-sm" data-testid={`status-${field}`}>
              <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${live ? "bg-green-600" : "bg-slate-400"}`} />
              {live ? `Aktif: ${saved[field]} sayfalarda yüklü` : "Pasif: kimlik kaydedilmedi"}
            </p>
          </div>
        );
      })}
    </div>
  );
}
