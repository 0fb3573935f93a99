import { useId, useState } from "react";
import { NAME_CHOICE, type ColumnsStep } from "~/lib/admin/columns-step";

/** A column Locus reads in its own way (categories/0, openingHours/0/day ...): left out of the mapping sent. */
const AUTOMATIC = "";

export const NO_NAME_CHOSEN_MESSAGE =
  "İşletme adını tutan sütunu “İşletme adı” olarak seçin. Dosyada işletme adı tutan bir sütun yoksa bu dosya içe aktarılamaz.";

interface ColumnMappingStepProps {
  step: ColumnsStep;
  busy: boolean;
  onImport: (mapping: Record<string, string>) => void;
  onCancel: () => void;
}

/**
 * The file's header with its first rows, and per column the Locus field it feeds. Shown when
 * Locus does not recognise the name column (or when the admin asks); the import then uses
 * this mapping, and the server remembers it for files with the same header.
 */
export function ColumnMappingStep({ step, busy, onImport, onCancel }: ColumnMappingStepProps) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(step.headers.map((header) => [header, step.mapping[header] ?? AUTOMATIC])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const button = "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2";

  const submit = () => {
    if (!Object.values(choices).includes(NAME_CHOICE)) {
      setProblem(NO_NAME_CHOSEN_MESSAGE);
      return;
    }
    setProblem(null);
    onImport(Object.fromEntries(Object.entries(choices).filter(([, choice]) => choice !== AUTOMATIC)));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-amber-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">Sütun Eşleme</h2>
      <p className="mt-1 text-sm text-slate-700">
        <strong className="font-semibold">{step.fileName}</strong>:{" "}
        {step.remembered
          ? "bu başlık için kaydedilmiş eşleme gösteriliyor; değiştirip içe aktarabilirsiniz."
          : "işletme adı sütunu tanınmadı. Her sütunun hangi alana aktarılacağını seçin; işletme adı zorunludur."}{" "}
        Seçiminiz aynı başlıklı dosyalar için hatırlanır. “Kullanma” seçilen sütunların değerleri kayıtla birlikte saklanır.
      </p>
      <div
        role="region"
        aria-label="Sütunlar ve ilk satırlar"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Dosyanın sütunları, eşlendikleri alanlar ve ilk {step.preview.length} satır</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {step.headers.map((header, index) => (
                <th key={header} id={`${id}-column-${index}`} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
            <tr>
              {step.headers.map((header, index) => (
                <td key={header} className="px-3 pb-2">
                  <select
                    aria-labelledby={`${id}-column-${index}`}
                    aria-describedby={`${id}-select-hint`}
                    value={choices[header] ?? AUTOMATIC}
                    disabled={busy}
                    onChange={(event) => setChoices((current) => ({ ...current, [header]: event.target.value }))}
                    className="w-44 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    {step.mapping[header] === null ? <option value={AUTOMATIC}>Otomatik</option> : null}
                    {step.choices.map(({ value, label }) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </td>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {step.preview.map((row, rowIndex) => (
              <tr key={rowIndex} className="align-top">
                {step.headers.map((header, index) => (
                  <td key={header} className="max-w-xs truncate px-3 py-2 text-slate-700" title={row[index] ?? undefined}>
                    {row[index] ?? <span className="text-slate-500">—</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={`${id}-select-hint`} className="mt-2 text-sm text-slate-600">
        Her sütunun altındaki listeden Locus alanını seçin; ilk {step.preview.length} satır örnek olarak gösterilir.
      </p>
      {problem ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={submit}
          disabled={busy}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-600 disabled:cursor-wait disabled:opacity-70`}
        >
          Eşlemeyle İçe Aktar
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:ring-brand-600 disabled:opacity-50`}
        >
          Vazgeç
        </button>
      </div>
    </section>
  );
}
