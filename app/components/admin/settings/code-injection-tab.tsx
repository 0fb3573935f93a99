import { Link } from "react-router";
import type { SiteSettings } from "~/lib/admin/site-settings";
import type { SettingsErrors } from "./use-settings-form";
import { SettingsField } from "./settings-field";

interface CodeInjectionTabProps {
  values: SiteSettings;
  errors: SettingsErrors;
  onChange: (field: "headCodes" | "footerCodes", value: string) => void;
}

/** Head and footer codes, and where on every public page they land. */
export function CodeInjectionTab({ values, errors, onChange }: CodeInjectionTabProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <SettingsField
          label="Head Kodları"
          rows={8}
          monospace
          value={values.headCodes}
          error={errors.headCodes}
          onChange={(value) => onChange("headCodes", value)}
          placeholder={'<meta name="..." content="...">'}
          hint="Herkese açık her sayfanın </head> etiketinden hemen önce eklenir (doğrulama etiketleri, stil ve betikler)."
        />
        <SettingsField
          label="Footer Kodları"
          rows={8}
          monospace
          value={values.footerCodes}
          error={errors.footerCodes}
          onChange={(value) => onChange("footerCodes", value)}
          placeholder="<script>...</script>"
          hint="Herkese açık her sayfanın </body> etiketinden hemen önce eklenir (sohbet, takip ve benzeri betikler)."
        />
      </div>
      <section aria-labelledby="placement-preview-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h3 id="placement-preview-heading" className="font-semibold text-slate-900">Yerleşim Önizlemesi</h3>
        <p className="mt-1 text-sm text-slate-600">Kaydedilen kodlar sunucu tarafından sayfaya şu konumlarda yazılır. Yönetim paneli sayfalarına hiçbir kod eklenmez.</p>
        <p className="mt-1 text-sm text-slate-600">
          Hazır servis kodları (AdSense, Search Console, piksel) ve body başına eklenecek kodlar için{" "}
          <Link to="/admin/html-injection" className="font-medium text-brand-700 underline hover:text-brand-800">HTML Enjeksiyonu ekranı</Link>.
        </p>
        <pre className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100" data-testid="placement-preview">
          {["<html>", "  <head>", "    …sayfanın kendi etiketleri…", ...preview(values.headCodes, "    "), "  </head>", "  <body>", "    …sayfa içeriği…", ...preview(values.footerCodes, "    "), "  </body>", "</html>"].join("\n")}
        </pre>
      </section>
    </div>
  );
}

/** The code's first lines, or a note that the slot is empty. */
function preview(code: string, indent: string): string[] {
  if (!code.trim()) return [`${indent}(boş)`];
  const lines = code.trim().split("\n");
  const shown = lines.slice(0, 6).map((line) => indent + line);
  return lines.length > 6 ? [...shown, `${indent}… (${lines.length - 6} satır daha)`] : shown;
}
