import { useState, type FormEvent, type ReactNode } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { formatCount } from "~/components/admin/format";
import { toast } from "~/components/ui/use-toast";
import type { AdminListState } from "~/lib/admin/admin-business";
import { checkExportRange, EXPORT_RECOMMENDED_ROWS, exportUrl, type ExportRequest } from "~/lib/admin/range-export";

const EXPORT_FAILED = "❌ Export işlemi sırasında hata oluştu";

interface RangeExportProps {
  /** The category and country filters in use (the list's, or the screen's own). */
  state: Pick<AdminListState, "categoryId" | "countryCode">;
  /** Filter controls shown in the form before the range fields, on screens without a filtered list. */
  filterFields?: ReactNode;
}

/**
 * Range export of the list: rows by upload order (#start to #end), narrowed by
 * the category and country filters in use, as xlsx or CSV. The file streams
 * straight from the server; the browser saves it.
 */
export function RangeExport({ state, filterFields }: RangeExportProps) {
  const [start, setStart] = useState("1");
  const [end, setEnd] = useState(String(EXPORT_RECOMMENDED_ROWS));
  const [format, setFormat] = useState<ExportRequest["format"]>("xlsx");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ExportRequest & { rows: number } | null>(null);
  const filters = { categoryId: state.categoryId, countryCode: state.countryCode || undefined };

  async function download(request: ExportRequest) {
    const url = exportUrl(request);
    // Ask the server first (headers only): a refusal can then be shown instead of saved as a file.
    const check = await fetch(url, { method: "HEAD", credentials: "same-origin" }).catch(() => null);
    if (!check?.ok) {
      const reason = check ? await fetch(url, { credentials: "same-origin" }).then((r) => r.json()).then((b: { error?: string }) => b.error).catch(() => undefined) : undefined;
      toast({ variant: "destructive", title: EXPORT_FAILED, description: `${reason ?? `HTTP ${check?.status ?? "—"}`} · Daha küçük bir aralık deneyin.` });
      return;
    }
    const link = document.createElement("a");
    link.href = url;
    link.download = "";
    document.body.append(link);
    link.click();
    link.remove();
    toast({ title: "Dışa aktarma başladı", description: "Dosya indiriliyor." });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkExportRange(start, end);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    const request = { start: checked.start, end: checked.end, format, ...filters };
    if (checked.needsConfirmation) setPending({ ...request, rows: checked.rows });
    else void download(request);
  }

  const box = "rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
  const field = `w-28 ${box}`;
  return (
    <section aria-labelledby="range-export-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="range-export-title" className="text-sm font-semibold text-slate-800">Aralık ile Dışa Aktar</h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        {filterFields}
        <label className="text-sm text-slate-700">
          Başlangıç #
          <input type="number" min={1} inputMode="numeric" value={start} onChange={(e) => setStart(e.target.value)} className={`${field} mt-1 block`} />
        </label>
        <label className="text-sm text-slate-700">
          Bitiş #
          <input type="number" min={1} inputMode="numeric" value={end} onChange={(e) => setEnd(e.target.value)} className={`${field} mt-1 block`} />
        </label>
        <label className="text-sm text-slate-700">
          Biçim
          <select value={format} onChange={(e) => setFormat(e.target.value as ExportRequest["format"])} className={`w-36 ${box} mt-1 block`}>
            <option value="xlsx">Excel (.xlsx)</option>
            <option value="csv">CSV (.csv)</option>
          </select>
        </label>
        <button type="submit" className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-2">
          Dışa Aktar
        </button>
        <button
          type="button"
          onClick={() => void download({ format, ...filters })}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Tümünü Dışa Aktar
        </button>
      </form>
      {error ? <p role="alert" className="mt-2 text-sm text-red-700">{error}</p> : null}
      <p className="mt-2 text-xs text-slate-600">
        Sıra numarasına (yükleme sırası) göre; kategori ve ülke filtreleri uygulanır. Önerilen: {formatCount(EXPORT_RECOMMENDED_ROWS)} kayıt, en fazla 1.000.000.
      </p>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Büyük dışa aktarma"
        description={`${formatCount(pending?.rows ?? 0)} kayıt dışa aktarılacak. Bu işlem uzun sürebilir; önerilen en fazla ${formatCount(EXPORT_RECOMMENDED_ROWS)} kayıttır. Devam edilsin mi?`}
        confirmLabel="Devam Et"
        onConfirm={() => {
          if (pending) void download(pending);
          setPending(null);
        }}
      />
    </section>
  );
}
