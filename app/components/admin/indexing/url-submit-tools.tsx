import type { IndexingSettingsView } from "~/lib/admin/indexing";
import { AutoWalkPanel } from "./auto-walk-panel";
import { BulkUrlForm } from "./bulk-url-form";
import { SingleUrlForm } from "./single-url-form";
import type { WalkControls } from "./use-indexing-walk";

interface UrlSubmitToolsProps {
  settings: IndexingSettingsView | null;
  walk: WalkControls;
  /** After each single or bulk send (the screen refreshes its log). */
  onSubmitted?: () => void;
}

/** The three ways to send pages, as the dashboard card and the URL İndeksleme screen both show them. */
export function UrlSubmitTools({ settings, walk, onSubmitted }: UrlSubmitToolsProps) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        İşletme detay, kategori veya şehir sayfası URL'leri kabul edilir
        {settings ? ` (${settings.siteUrl}/business/…, /category/…, /city/…)` : ""}. Bir seferde en fazla 100 URL gönderilebilir.
      </p>
      <SingleUrlForm onSubmitted={onSubmitted} />
      <BulkUrlForm siteUrl={settings?.siteUrl ?? null} onSubmitted={onSubmitted} />
      <AutoWalkPanel controls={walk} />
    </div>
  );
}
