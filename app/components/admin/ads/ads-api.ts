// The ads screen's JSON calls.
import { adminRequest } from "~/components/admin/admin-request";
import type { AdSetting } from "~/lib/ads";

export interface StoredAdSetting extends AdSetting {
  updatedAt: string | null;
}

/** A setting as the form holds it: the style is the text of its field. */
export type AdSettingDraft = Omit<AdSetting, "adStyle"> & { adStyle: string };

export function saveAdSettings(drafts: AdSettingDraft[]): Promise<StoredAdSetting[]> {
  return adminRequest<StoredAdSetting[]>("POST", "/api/admin/ad-settings", drafts);
}

export function saveAdsTxt(content: string): Promise<{ content: string; updatedAt: string | null }> {
  return adminRequest("PUT", "/api/admin/ads-txt", { content });
}

export function toDraft(setting: AdSetting): AdSettingDraft {
  return { ...setting, adStyle: JSON.stringify(setting.adStyle) };
}
