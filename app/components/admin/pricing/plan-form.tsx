import { useId, type FormEvent } from "react";
import type { DraftErrors, PlanDraft } from "./plan-draft";
import { SaveButton } from "~/components/ui/save-button";

const FIELD = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

interface PlanFormProps {
  draft: PlanDraft;
  errors: DraftErrors;
  saving: boolean;
  onChange: (draft: PlanDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

type TextField = "name" | "price" | "duration" | "maxAds";
type Flag = "priorityPlacement" | "analyticsAccess" | "customStyling";

const TEXT_FIELDS: { name: TextField; label: string; numeric?: boolean }[] = [
  { name: "name", label: "Plan adı" },
  { name: "price", label: "Fiyat (₺)", numeric: true },
  { name: "duration", label: "Süre (gün)", numeric: true },
  { name: "maxAds", label: "En fazla reklam", numeric: true },
];

// Locus has no business-owner side yet: these describe what the plan includes and change nothing on the site.
const INFO_ONLY = "Bilgi amaçlı: planın kapsamını gösterir, sitede bir şeyi değiştirmez.";

const FLAGS: { name: Flag; label: string; hint: string }[] = [
  { name: "priorityPlacement", label: "Öncelikli listeleme", hint: "Abonelik sürerken işletme kendi kategori ve şehir sayfalarında en üstte listelenir." },
  { name: "analyticsAccess", label: "İstatistik erişimi", hint: INFO_ONLY },
  { name: "customStyling", label: "Özel görünüm", hint: INFO_ONLY },
];

/**
 * A plan card in edit mode. Numbers are typed as text and parsed by the
 * server, which answers a field's problem in Turkish; it is shown beside the field.
 */
export function PlanForm({ draft, errors, saving, onChange, onSave, onCancel }: PlanFormProps) {
  const id = useId();
  const set = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) => onChange({ ...draft, [key]: value });
  const problem = (name: keyof PlanDraft) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof PlanDraft) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={field.name === "name" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium text-slate-800">{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              className={FIELD}
              value={draft[field.name]}
              inputMode={field.numeric ? "numeric" : undefined}
              autoComplete="off"
              onChange={(event) => set(field.name, event.target.value)}
              {...described(field.name)}
            />
            {problem(field.name)}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-features`} className="text-sm font-medium text-slate-800">Özellikler (her satıra bir tane)</label>
        <textarea id={`${id}-features`} className={FIELD} rows={5} value={draft.features} onChange={(event) => set("features", event.target.value)} {...described("features")} />
        {problem("features")}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Plan özellikleri</legend>
        {FLAGS.map((flag) => (
          <div key={flag.name} className="flex items-start gap-2">
            <input
              id={`${id}-${flag.name}`}
              type="checkbox"
              className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
              checked={draft[flag.name]}
              onChange={(event) => set(flag.name, event.target.checked)}
              aria-describedby={`${id}-${flag.name}-hint`}
            />
            <div>
              <label htmlFor={`${id}-${flag.name}`} className="text-sm text-slate-800">{flag.label}</label>
              <p id={`${id}-${flag.name}-hint`} className="text-xs text-slate-600">{flag.hint}</p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          disabled={saving}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
        >
          İptal
        </button>
        <SaveButton label="Kaydet" saving={saving} />
      </div>
    </form>
  );
}
