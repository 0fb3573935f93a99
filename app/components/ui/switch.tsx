interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** ids of the elements that name the switch */
  labelledBy: string;
  /** track colour when on */
  onClass?: string;
}

/** An on/off switch (role="switch"): a button, so Space and Enter toggle it. */
export function Switch({ checked, onChange, labelledBy, onClass = "bg-brand-600" }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${
        checked ? onClass : "bg-slate-300"
      }`}
    >
      <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`} />
    </button>
  );
}
