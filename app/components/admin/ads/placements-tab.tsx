import { PlacementCard } from "./placement-card";
import type { AdSettingDraft } from "./ads-api";
import type { DraftErrors } from "./use-ad-settings-form";
import { SaveButton } from "~/components/ui/save-button";

interface PlacementsTabProps {
  drafts: AdSettingDraft[];
  errors: DraftErrors;
  saving: boolean;
  onChange: (draft: AdSettingDraft) => void;
  onSave: () => void;
}

/** The five placements and one save for all of them. */
export function PlacementsTab({ drafts, errors, saving, onChange, onSave }: PlacementsTabProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      className="space-y-4"
      aria-label="Reklam alanları"
    >
      <p className="text-sm text-slate-600">
        Açık alanlar herkese açık sayfalarda Google AdSense reklam birimi olarak gösterilir. Kimlikleri AdSense panelindeki reklam biriminin kodundan alın.
      </p>
      {drafts.map((draft) => (
        <PlacementCard key={draft.placement} draft={draft} errors={errors[draft.placement] ?? {}} onChange={onChange} />
      ))}
      <div className="flex justify-end">
        <SaveButton label="Reklam Ayarlarını Kaydet" saving={saving} />
      </div>
    </form>
  );
}
