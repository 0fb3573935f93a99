import { useId } from "react";
import { Switch } from "~/components/ui/switch";
import { AD_FORMATS, AD_FREQUENCIES, type AdFormat, type AdFrequency } from "~/lib/ads";
import { FORMAT_LABELS, FREQUENCY_LABELS, PLACEMENT_LABELS } from "./ad-labels";
import type { AdSettingDraft } from "./ads-api";

const FIELD = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

interface PlacementCardProps {
  draft: AdSettingDraft;
  /** field name → message from the last refused save */
  errors: Partial<Record<keyof AdSettingDraft, string>>;
  onChange: (draft: AdSettingDraft) => void;
}

/** One placement: the on/off switch, and its AdSense details while it is on. */
export function PlacementCard({ draft, errors, onChange }: PlacementCardProps) {
  const id = useId();
  const label = PLACEMENT_LABELS[draft.placement];
  const set = <K extends keyof AdSettingDraft>(key: K, value: AdSettingDraft[K]) => onChange({ ...draft, [key]: value });
  const field = (name: keyof AdSettingDraft) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const problem = (name: keyof AdSettingDraft) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-placement={draft.placement}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            {label.name} <span className="font-mono text-xs font-normal text-slate-500">({draft.placement})</span>
          </h3>
          <p className="mt-1 text-sm text-slate-600">{label.where}</p>
        </div>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-sm text-slate-700">{draft.enabled ? "Etkin" : "Kapalı"}</span>
          <span id={`${id}-switch`} className="sr-only">{label.name} etkin</span>
          <Switch checked={draft.enabled} onChange={(checked) => set("enabled", checked)} labelledBy={`${id}-switch`} />
        </div>
      </div>
      {draft.enabled ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor={`${id}-adClient`} className="text-sm font-medium text-slate-800">Yayıncı Kimliği (data-ad-client)</label>
            <input {...field("adClient")} className={FIELD} value={draft.adClient} placeholder="ca-pub-1234567890123456" autoComplete="off" spellCheck={false} onChange={(event) => set("adClient", event.target.value)} />
            {problem("adClient")}
          </div>
          <div>
            <label htmlFor={`${id}-adSlot`} className="text-sm font-medium text-slate-800">Reklam Birimi Kimliği (data-ad-slot)</label>
            <input {...field("adSlot")} className={FIELD} value={draft.adSlot} placeholder="1234567890" inputMode="numeric" autoComplete="off" onChange={(event) => set("adSlot", event.target.value)} />
            {problem("adSlot")}
          </div>
          <div>
            <label htmlFor={`${id}-adFormat`} className="text-sm font-medium text-slate-800">Reklam Biçimi</label>
            <select {...field("adFormat")} className={FIELD} value={draft.adFormat} onChange={(event) => set("adFormat", event.target.value as AdFormat)}>
              {AD_FORMATS.map((format) => (
                <option key={format} value={format}>{FORMAT_LABELS[format]}</option>
              ))}
            </select>
            {problem("adFormat")}
          </div>
          {draft.placement === "inline" ? (
            <div>
              <label htmlFor={`${id}-frequency`} className="text-sm font-medium text-slate-800">Sıklık</label>
              <select {...field("frequency")} className={FIELD} value={draft.frequency} onChange={(event) => set("frequency", Number(event.target.value) as AdFrequency)}>
                {AD_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>{FREQUENCY_LABELS[frequency]}</option>
                ))}
              </select>
              {problem("frequency")}
            </div>
          ) : null}
          <div className="md:col-span-2">
            <label htmlFor={`${id}-adStyle`} className="text-sm font-medium text-slate-800">Reklam Stili (JSON)</label>
            <textarea {...field("adStyle")} className={`${FIELD} font-mono`} rows={2} value={draft.adStyle} spellCheck={false} onChange={(event) => set("adStyle", event.target.value)} />
            <p className="mt-1 text-xs text-slate-600">CSS özellikleri ve metin değerleri içeren bir JSON nesnesi, ör. {'{"display":"block","textAlign":"center"}'}.</p>
            {problem("adStyle")}
          </div>
        </div>
      ) : null}
    </section>
  );
}
