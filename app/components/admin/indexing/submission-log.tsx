import { formatDateTime } from "~/components/admin/format";
import { ENGINE_LABELS, type SubmissionLogEntry } from "~/lib/admin/indexing";
import { panelClass } from "./indexing-styles";

const STATUS: Record<SubmissionLogEntry["status"], { text: string; className: string }> = {
  success: { text: "Başarılı", className: "bg-emerald-100 text-emerald-800" },
  failed: { text: "Hata", className: "bg-red-100 text-red-800" },
  skipped: { text: "Gönderilmedi", className: "bg-amber-100 text-amber-800" },
};

/** The newest submissions, one row per URL and engine, with the engine's answer. */
export function SubmissionLog({ entries }: { entries: SubmissionLogEntry[] }) {
  return (
    <section aria-labelledby="submission-log-heading" className={panelClass}>
      <h2 id="submission-log-heading" className="mb-3 text-lg font-semibold text-slate-900">Gönderim Kaydı</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Henüz gönderim yok.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Son URL gönderimleri</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">Zaman</th>
                <th scope="col" className="py-2 pr-4 font-medium">Servis</th>
                <th scope="col" className="py-2 pr-4 font-medium">Durum</th>
                <th scope="col" className="py-2 pr-4 font-medium">URL</th>
                <th scope="col" className="py-2 font-medium">Yanıt</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-600">{formatDateTime(entry.createdAt)}</td>
                  <td className="py-2 pr-4">{ENGINE_LABELS[entry.engine] ?? entry.engine}</td>
                  <td className="py-2 pr-4">
                    <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS[entry.status]?.className ?? ""}`}>{STATUS[entry.status]?.text ?? entry.status}</span>
                  </td>
                  <td className="max-w-xs break-all py-2 pr-4">{entry.url}</td>
                  <td className="py-2 text-slate-700">{entry.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
