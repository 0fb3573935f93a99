import { useId } from "react";
import { FIELD_CLASS } from "~/components/admin/settings/settings-field";
import { Switch } from "~/components/ui/switch";
import { INJECTION_POSITION_LABELS, INJECTION_POSITIONS, type InjectionItem, type InjectionPosition } from "~/lib/admin/html-injection";
import type { InjectionDraft } from "./use-injection-editor";

interface InjectionCardProps {
  draft: InjectionDraft;
  errors: Partial<Record<keyof InjectionItem, string>>;
  onChange: (draft: InjectionDraft) => void;
  /** Custom items only: built-in services are switched off, not deleted. */
  onRemove?: () => void;
}

/** One injection item: its switch, and while it is on, its code and position. */
export function InjectionCard({ draft, errors, onChange, onRemove }: InjectionCardProps) {
  const id = useId();
  const set = <K extends keyof InjectionDraft>(key: K, value: InjectionDraft[K]) => onChange({ ...draft, [key]: value });
  const problem = (field: keyof InjectionItem) =>
    errors[field] ? <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">{errors[field]}</p> : null;
  const invalid = (field: keyof InjectionItem) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {};
  // A switched-off item with a problem (a bad name) still shows its fields, or the message would have nowhere to go.
  const open = draft.enabled || Object.keys(errors).length > 0 || !draft.builtIn;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-injection={draft.id}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">{draft.name || "Adsız kod"}</h3>
          {draft.description ? <p className="mt-1 text-sm text-slate-600">{draft.description}</p> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span aria-hidden="true" className="text-sm text-slate-700">{draft.enabled ? "Etkin" : "Kapalı"}</span>
          <span id={`${id}-switch`} className="sr-only">{draft.name} etkin</span>
          <Switch checked={draft.enabled} onChange={(checked) => set("enabled", checked)} labelledBy={`${id}-switch`} />
        </div>
      </div>
      {open ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {draft.builtIn ? null : (
            <>
              <div>
                <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">Ad</label>
                <input id={`${id}-name`} {...invalid("name")} className={FIELD_CLASS} value={draft.name} onChange={(event) => set("name", event.target.value)} />
                {problem("name")}
              </div>
              <div>
                <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-800">Açıklama</label>
                <input id={`${id}-description`} {...invalid("description")} className={FIELD_CLASS} value={draft.description} onChange={(event) => set("description", event.target.value)} />
                {problem("description")}
              </div>
            </>
          )}
          <div className="md:col-span-2">
            <label htmlFor={`${id}-code`} className="text-sm font-medium text-slate-800">HTML Kodu</label>
            <textarea id={`${id}-code`} {...invalid("code")} className={`${FIELD_CLASS} font-mono`} rows={5} spellCheck={false} value={draft.code} onChange={(event) => set("code", event.target.value)} />
            {problem("code")}
          </div>
          <div>
            <label htmlFor={`${id}-position`} className="text-sm font-medium text-slate-800">Konum</label>
            <select id={`${id}-position`} {...invalid("position")} className={FIELD_CLASS} value={draft.position} onChange={(event) => set("position", event.target.value as InjectionPosition)}>
              {INJECTION_POSITIONS.map((position) => (
                <option key={position} value={position}>{INJECTION_POSITION_LABELS[position]}</option>
              ))}
            </select>
            {problem("position")}
          </div>
          {onRemove ? (
            <div className="flex items-end justify-end">
              <button type="button" onClick={onRemove} className="rounded-md border border-red-300 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600">
                Kodu Sil
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
