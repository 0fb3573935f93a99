import { useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { AdPlacement } from "~/lib/ads";
import { ApiError, UNREACHABLE_MESSAGE, type FieldProblem } from "~/lib/api-error";
import { saveAdSettings, toDraft, type AdSettingDraft, type StoredAdSetting } from "./ads-api";

export type DraftErrors = Partial<Record<AdPlacement, Partial<Record<keyof AdSettingDraft, string>>>>;

/** Field messages from a refused save; paths are "index.field" into the list that was sent. */
function errorsFrom(details: unknown, sent: AdSettingDraft[]): DraftErrors {
  const errors: DraftErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const { path, message } of details as FieldProblem[]) {
    const [index, field] = String(path).split(".");
    const placement = sent[Number(index)]?.placement;
    if (!placement || !field) continue;
    errors[placement] = { ...errors[placement], [field]: message };
  }
  return errors;
}

/** The placements form: drafts of all five, saved together (the server takes them all or none). */
export function useAdSettingsForm(initial: StoredAdSetting[]) {
  const [drafts, setDrafts] = useState<AdSettingDraft[]>(() => initial.map(toDraft));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);

  function update(next: AdSettingDraft) {
    setDrafts((current) => current.map((draft) => (draft.placement === next.placement ? next : draft)));
  }

  async function save() {
    setSaving(true);
    const sent = drafts;
    try {
      const saved = await saveAdSettings(sent);
      setDrafts(saved.map(toDraft));
      setErrors({});
      toast({ title: "Başarılı!", description: "Reklam ayarları kaydedildi" });
    } catch (error) {
      setErrors(error instanceof ApiError ? errorsFrom(error.details, sent) : {});
      const reason = error instanceof ApiError ? error.message : UNREACHABLE_MESSAGE;
      toast({ variant: "destructive", title: "Reklam ayarları kaydedilemedi", description: reason });
    } finally {
      setSaving(false);
    }
  }

  return { drafts, errors, saving, update, save };
}
