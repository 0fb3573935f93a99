import { useState } from "react";
import { adminRequest } from "~/components/admin/admin-request";
import { ApiError, UNREACHABLE_MESSAGE } from "~/lib/api-error";
import { toast } from "~/components/ui/use-toast";
import type { InjectionItem, StoredInjectionItem } from "~/lib/admin/html-injection";

export type InjectionDraft = InjectionItem & { builtIn: boolean };
/** item id → field → the server's message */
export type InjectionErrors = Record<string, Partial<Record<keyof InjectionItem, string>>>;

const toDraft = ({ updatedAt: _updatedAt, ...item }: StoredInjectionItem): InjectionDraft => item;

/** A new custom item's id: unique enough among a site's few dozen items. */
function newCustomId(): string {
  return `custom-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** The injection items being edited, saved as one list (the server takes the whole list or none of it). */
export function useInjectionEditor(initial: StoredInjectionItem[]) {
  const [drafts, setDrafts] = useState<InjectionDraft[]>(() => initial.map(toDraft));
  const [errors, setErrors] = useState<InjectionErrors>({});
  const [saving, setSaving] = useState(false);

  function update(next: InjectionDraft) {
    setDrafts((current) => current.map((draft) => (draft.id === next.id ? next : draft)));
  }

  function add() {
    setDrafts((current) => [
      ...current,
      { id: newCustomId(), name: "Yeni özel kod", description: "", code: "", enabled: false, position: "head", builtIn: false },
    ]);
  }

  function remove(id: string) {
    setDrafts((current) => current.filter((draft) => draft.id !== id || draft.builtIn));
  }

  async function save() {
    setSaving(true);
    const sent = drafts;
    try {
      const saved = await adminRequest<StoredInjectionItem[]>(
        "POST",
        "/api/admin/html-injection",
        sent.map(({ builtIn: _builtIn, ...item }) => item),
      );
      setDrafts(saved.map(toDraft));
      setErrors({});
      toast({ title: "Başarılı!", description: "HTML kod ayarları kaydedildi ve aktif oldu." });
    } catch (error) {
      const next: InjectionErrors = {};
      for (const problem of error instanceof ApiError ? error.fieldProblems() : []) {
        const [index, field] = problem.path.split(".");
        const id = sent[Number(index)]?.id;
        if (id && field) next[id] = { ...next[id], [field]: problem.message };
      }
      setErrors(next);
      const reason = error instanceof ApiError ? error.message : UNREACHABLE_MESSAGE;
      toast({ variant: "destructive", title: "Ayarlar kaydedilemedi. Lütfen tekrar deneyin.", description: reason });
    } finally {
      setSaving(false);
    }
  }

  return { drafts, errors, saving, update, add, remove, save };
}
