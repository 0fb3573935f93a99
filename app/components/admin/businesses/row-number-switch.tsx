import { Switch } from "~/components/ui/switch";

interface RowNumberSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Row numbers on the page (1, 2 ...) or in upload order across the whole directory (#1, #2 ...). */
export function RowNumberSwitch({ checked, onChange }: RowNumberSwitchProps) {
  return (
    <div className="flex items-center gap-2">
      <Switch checked={checked} onChange={onChange} labelledBy="row-number-switch-label" />
      <span id="row-number-switch-label" className="text-sm text-slate-700">
        Global sıra numaraları
      </span>
    </div>
  );
}
