import { useState } from "react";
import { Tabs } from "~/components/ui/tabs";
import type { StoredInjectionItem } from "~/lib/admin/html-injection";
import { InjectionCard } from "./injection-card";
import { InjectionPreview } from "./injection-preview";
import { useInjectionEditor, type InjectionDraft } from "./use-injection-editor";
import { SaveButton } from "~/components/ui/save-button";

/** Built-in items that are code of a named service; the two open slots belong with the custom codes. */
const isService = (draft: InjectionDraft) => draft.builtIn && draft.id !== "custom-head" && draft.id !== "custom-body";

const BUTTON = "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60";

/** HTML injection: services, custom codes and a preview, saved together and applied by the server at once. */
export function InjectionEditor({ initial }: { initial: StoredInjectionItem[] }) {
  const editor = useInjectionEditor(initial);
  const [tab, setTab] = useState("services");
  const card = (draft: InjectionDraft) => (
    <InjectionCard
      key={draft.id}
      draft={draft}
      errors={editor.errors[draft.id] ?? {}}
      onChange={editor.update}
      onRemove={draft.builtIn ? undefined : () => editor.remove(draft.id)}
    />
  );
  const failed = Object.keys(editor.errors).length;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Kodlar sunucuda sayfaya yazılır: kaydettiğiniz anda herkese açık sayfalarda etkin olur, JavaScript kapalıyken de çalışır.
        </p>
        <SaveButton label="Kaydet ve Uygula" saving={editor.saving} onClick={() => void editor.save()} />
      </div>
      {failed > 0 ? <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">{failed} öğede düzeltilmesi gereken alan var.</p> : null}
      <Tabs
        label="HTML enjeksiyon bölümleri"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "services", label: "Servisler", panel: <div className="grid gap-4 xl:grid-cols-2">{editor.drafts.filter(isService).map(card)}</div> },
          {
            id: "custom",
            label: "Özel Kodlar",
            panel: (
              <div className="space-y-4">
                {editor.drafts.filter((draft) => !isService(draft)).map(card)}
                <button type="button" className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`} onClick={editor.add}>
                  Özel Kod Ekle
                </button>
              </div>
            ),
          },
          { id: "preview", label: "Önizleme", panel: <InjectionPreview drafts={editor.drafts} /> },
        ]}
      />
    </div>
  );
}
