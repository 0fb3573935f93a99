import { Fragment } from "react";
import { adBreaks, type AdPlacement } from "~/lib/ads";
import { FORMAT_LABELS, PLACEMENT_LABELS } from "./ad-labels";
import type { AdSettingDraft } from "./ads-api";

const PREVIEW_CARDS = 8;

function AdBox({ draft }: { draft: AdSettingDraft }) {
  return (
    <div className="col-span-full rounded border-2 border-dashed border-amber-400 bg-amber-50 px-2 py-2 text-center text-xs font-medium text-amber-900">
      Reklam · {PLACEMENT_LABELS[draft.placement].name} · {FORMAT_LABELS[draft.adFormat]}
    </div>
  );
}

function Block({ label, className = "" }: { label: string; className?: string }) {
  return <div className={`rounded bg-slate-200 px-2 py-2 text-center text-xs text-slate-700 ${className}`}>{label}</div>;
}

/** Where the switched-on slots sit on a list page and a business page, as boxes; no ad is requested. */
export function PreviewTab({ drafts }: { drafts: AdSettingDraft[] }) {
  const on = (placement: AdPlacement) => drafts.find((draft) => draft.placement === placement && draft.enabled);
  const top = on("top");
  const middle = on("middle");
  const bottom = on("bottom");
  const sidebar = on("sidebar");
  const inline = on("inline");
  const breaks = adBreaks(PREVIEW_CARDS, { inlineEvery: inline?.frequency ?? null, middle: middle !== undefined });
  const enabledCount = [top, middle, bottom, sidebar, inline].filter(Boolean).length;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {enabledCount === 0
          ? "Hiçbir reklam alanı açık değil: herkese açık sayfalarda reklam gösterilmez."
          : "Açık alanların sayfalardaki yeri (kaydedilmemiş değişiklikler dahil). Önizleme gerçek reklam istemez."}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <figcaption className="mb-3 text-sm font-semibold text-slate-800">Liste sayfası (kategori, şehir, arama)</figcaption>
          <div className="space-y-2">
            <Block label="Sayfa başlığı" className="bg-indigo-200" />
            {top ? <AdBox draft={top} /> : null}
            <div className="grid grid-cols-4 gap-2">
              {Array.from({ length: PREVIEW_CARDS }, (_, index) => {
                const placement = breaks.get(index);
                const draft = placement === "middle" ? middle : placement === "inline" ? inline : undefined;
                return (
                  <Fragment key={index}>
                    <Block label={`Kart ${index + 1}`} className="h-12" />
                    {draft ? <AdBox draft={draft} /> : null}
                  </Fragment>
                );
              })}
            </div>
            {bottom ? <AdBox draft={bottom} /> : null}
            <Block label="Altbilgi" />
          </div>
        </figure>
        <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <figcaption className="mb-3 text-sm font-semibold text-slate-800">İşletme detay sayfası</figcaption>
          <div className="space-y-2">
            <Block label="İşletme başlığı" className="bg-indigo-200" />
            <div className="grid grid-cols-3 gap-2">
              <div className="col-span-2 space-y-2">
                <Block label="Hakkında" className="h-16" />
                <Block label="Çalışma saatleri" />
                <Block label="Yorumlar" className="h-12" />
              </div>
              <div className="space-y-2">
                <Block label="İletişim" />
                <Block label="Detaylar" />
                {sidebar ? <AdBox draft={sidebar} /> : null}
              </div>
            </div>
            {middle ? <AdBox draft={middle} /> : null}
            <div className="grid grid-cols-3 gap-2">
              {[0, 1, 2].map((index) => (
                <Fragment key={index}>
                  <Block label="Benzer işletme" className="h-10" />
                  {inline && adBreaks(3, { inlineEvery: inline.frequency }).has(index) ? <AdBox draft={inline} /> : null}
                </Fragment>
              ))}
            </div>
            {bottom ? <AdBox draft={bottom} /> : null}
            <Block label="Altbilgi" />
          </div>
        </figure>
      </div>
    </div>
  );
}
