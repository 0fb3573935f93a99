import { META_DESCRIPTION_COUNTER, type SiteSettings } from "~/lib/admin/site-settings";
import { SettingsField } from "./settings-field";
import type { SettingsErrors } from "./use-settings-form";

interface SeoTabProps {
  values: SiteSettings;
  errors: SettingsErrors;
  onChange: (field: "metaDescription" | "metaKeywords", value: string) => void;
}

/** The site's default description (home page) and keywords (pages without their own). */
export function SeoTab({ values, errors, onChange }: SeoTabProps) {
  const length = values.metaDescription.trim().length;
  const inRange = length >= 150 && length <= META_DESCRIPTION_COUNTER;
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <SettingsField
          label="Varsayılan Meta Açıklama"
          rows={3}
          value={values.metaDescription}
          error={errors.metaDescription}
          onChange={(value) => onChange("metaDescription", value)}
          hint="Ana sayfanın açıklaması olarak kullanılır; diğer sayfalar kendi içeriklerinden açıklama üretir. Önerilen uzunluk 150-160 karakter."
        />
        <p className={`mt-1 text-right text-xs ${length > META_DESCRIPTION_COUNTER ? "text-red-700" : inRange ? "text-green-700" : "text-slate-600"}`} aria-live="polite">
          {length}/{META_DESCRIPTION_COUNTER}
        </p>
      </div>
      <SettingsField
        label="Meta Anahtar Kelimeler"
        value={values.metaKeywords}
        error={errors.metaKeywords}
        onChange={(value) => onChange("metaKeywords", value)}
        placeholder="rehber, restoran, otel, işletme"
        hint="Virgülle ayırın. Kendi anahtar kelimeleri olmayan herkese açık sayfalara eklenir (işletme sayfaları kendi kelimelerini kullanır)."
      />
    </div>
  );
}
