interface RowNumberSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Row numbers on the page (1, 2 ...) or in upload order across the whole directory (#1, #2 ...). */
export function RowNumberSwitch({ checked, onChange }: RowNumberSwitchProps) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby="row-number-switch-label"
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${
          checked ? "bg-brand-600" : "bg-slate-300"
        }`}
      >
        <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
      <span id="row-number-switch-label" className="text-sm text-slate-700">
        Global sıra numaraları
      </span>
    </div>
  );
}
