import { useState } from "react";
import { adminRequest } from "~/components/admin/admin-request";
import { ApiError, UNREACHABLE_MESSAGE } from "~/lib/api-error";
import { toast } from "~/components/ui/use-toast";
import type { SiteSettings } from "~/lib/admin/site-settings";

export type SettingsErrors = Partial<Record<keyof SiteSettings, string>>;

/** The Settings screen's values, saved together to the server; its messages land on their fields. */
export function useSettingsForm(initial: SiteSettings) {
  const [values, setValues] = useState<SiteSettings>(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);

  function set<K extends keyof SiteSettings>(field: K, value: SiteSettings[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** The settings as the server stored them, or null when it refused them. */
  async function save(): Promise<SiteSettings | null> {
    setSaving(true);
    try {
      const saved = await adminRequest<{ settings: SiteSettings }>("PUT", "/api/admin/settings", values);
      setValues(saved.settings);
      setErrors({});
      toast({ title: "Başarılı!", description: "Ayarlar kaydedildi ve herkese açık sayfalarda etkin." });
      return saved.settings;
    } catch (error) {
      const problems = error instanceof ApiError ? error.fieldProblems() : [];
      setErrors(Object.fromEntries(problems.map((problem) => [problem.path, problem.message])));
      const reason = error instanceof ApiError ? error.message : UNREACHABLE_MESSAGE;
      toast({ variant: "destructive", title: "Ayarlar kaydedilemedi. Lütfen tekrar deneyin.", description: reason });
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saving, set, save };
}
