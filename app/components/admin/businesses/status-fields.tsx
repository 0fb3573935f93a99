import { Switch } from "~/components/ui/switch";

interface StatusFieldsProps {
  isOpen: boolean;
  isVerified: boolean;
  onOpenChange: (open: boolean) => void;
  onVerifiedChange: (verified: boolean) => void;
}

/** isOpen as an Açık/Kapalı switch, isVerified as a checkbox with the Doğrulanmış badge. */
export function StatusFields({ isOpen, isVerified, onOpenChange, onVerifiedChange }: StatusFieldsProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-8 gap-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Durum</legend>
      <div className="flex items-center gap-3">
        <span id="business-open-label" className="text-sm text-slate-700">
          İşletme durumu
        </span>
        <Switch checked={isOpen} onChange={onOpenChange} labelledBy="business-open-label business-open-state" onClass="bg-emerald-600" />
        <span id="business-open-state" className={`text-sm font-medium ${isOpen ? "text-emerald-700" : "text-slate-600"}`}>
          {isOpen ? "Açık" : "Kapalı"}
        </span>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={isVerified}
          onChange={(event) => onVerifiedChange(event.target.checked)}
          className="h-4 w-4 rounded border-slate-300 accent-brand-600"
        />
        <VerifiedBadge muted={!isVerified} />
      </label>
    </fieldset>
  );
}

export function VerifiedBadge({ muted = false }: { muted?: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        muted ? "bg-slate-100 text-slate-500" : "bg-blue-100 text-blue-800"
      }`}
    >
      <span aria-hidden="true">✓</span>
      Doğrulanmış
    </span>
  );
}
