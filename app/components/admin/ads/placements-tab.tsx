import { PlacementCard } from "./placement-card";
import type { AdSettingDraft } from "./ads-api";
import type { DraftErrors } from "./use-ad-settings-form";

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
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {saving ? "Kaydediliyor..." : "Reklam Ayarlarını Kaydet"}
        </button>
      </div>
    </form>
  );
}
