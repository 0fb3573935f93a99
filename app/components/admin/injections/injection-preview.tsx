import { insertInjections } from "~/lib/insert-injections";
import type { InjectionDraft } from "./use-injection-editor";

const SKELETON = "<html>\n<head>\n  <title>…</title>\n</head>\n<body>\n  …sayfa içeriği…\n</body>\n</html>";

/**
 * The enabled items placed into a page outline exactly as the server places them
 * (the same function), so staff see the order and the framing comments before saving.
 */
export function InjectionPreview({ drafts }: { drafts: InjectionDraft[] }) {
  const enabled = drafts.filter((draft) => draft.enabled && draft.code.trim() !== "");
  const placed = insertInjections(
    SKELETON,
    enabled.map(({ id, name, code, position }) => ({ id, name, code: `\n  ${code.trim().replace(/\n/g, "\n  ")}\n  `, position })),
  );
  return (
    <section aria-labelledby="injection-preview-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="injection-preview-heading" className="font-semibold text-slate-900">Önizleme</h3>
      <p className="mt-1 text-sm text-slate-600">
        {enabled.length === 0
          ? "Etkin kod yok: herkese açık sayfalara hiçbir şey eklenmiyor."
          : `${enabled.length} etkin kod, kaydedildiğinde herkese açık her sayfaya şu konumlarda eklenir (yönetim paneline eklenmez).`}
      </p>
      <pre className="mt-3 max-h-[32rem] overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100" data-testid="injection-preview">{placed}</pre>
    </section>
  );
}
