import { useId, type ReactNode } from "react";

export const FIELD_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

interface SettingsFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Rows of a multi-line field; a one-line input without it. */
  rows?: number;
  placeholder?: string;
  monospace?: boolean;
}

/** A labelled text field with its hint and the server's message for it, tied together for screen readers. */
export function SettingsField({ label, value, onChange, error, hint, rows, placeholder, monospace }: SettingsFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    placeholder,
    spellCheck: false,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: `${FIELD_CLASS}${monospace ? " font-mono" : ""}`,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
