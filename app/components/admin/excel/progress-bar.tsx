interface ProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  /** Amount done; null draws an indeterminate bar (the total is not known yet). */
  value: number | null;
  max: number | null;
  /** What assistive technology reads instead of the bare numbers. */
  valueText?: string;
}

/** A horizontal progress bar with its ARIA values; indeterminate while the total is unknown. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const known = value !== null && max !== null;
  const percent = known ? (max > 0 ? Math.min(100, (value / max) * 100) : 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={valueText}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      {known ? (
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      ) : (
        <div className="h-full w-full animate-pulse rounded-full bg-brand-600/60" />
      )}
    </div>
  );
}
