import type { ReactNode } from "react";

export const INPUT_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500";

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** The control, given the ids it must point to for its message and hint. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, its control, a hint and the field's message, tied together for screen readers. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required ? <span aria-hidden="true" className="text-red-600"> *</span> : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: "text" | "email" | "url" | "tel";
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

export function TextField({ id, label, value, onChange, error, required, type = "text", placeholder, maxLength, className }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      {(describedBy) => (
        <input
          id={id}
          // The schema checks formats, with the spec's messages, instead of the browser.
          type={type === "email" || type === "url" ? "text" : type}
          inputMode={type === "email" ? "email" : type === "url" ? "url" : undefined}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}
