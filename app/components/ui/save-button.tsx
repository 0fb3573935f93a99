const PRIMARY =
  "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

interface SaveButtonProps {
  label: string;
  saving: boolean;
  /** A form's submit button unless a click handler is given. */
  onClick?: () => void;
}

/** The back office's save button: disabled and saying so while the save runs, so it is never sent twice. */
export function SaveButton({ label, saving, onClick }: SaveButtonProps) {
  return (
    <button type={onClick ? "button" : "submit"} disabled={saving} onClick={onClick} className={PRIMARY}>
      {saving ? "Kaydediliyor..." : label}
    </button>
  );
}
