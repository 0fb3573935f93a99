import { useEffect, useId, useState } from "react";
import { searchBusinesses } from "./pricing-api";

export interface PickedBusiness {
  id: number;
  name: string;
  place: string;
}

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

type Found = { state: "idle" | "searching" | "failed" } | { state: "done"; businesses: PickedBusiness[] };

/** Finds businesses by name (the back office's own search) and picks one. */
export function BusinessPicker({ picked, onPick }: { picked: PickedBusiness | null; onPick: (business: PickedBusiness | null) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ state: "idle" });

  useEffect(() => {
    const search = text.trim();
    if (picked || search.length < MIN_SEARCH_LENGTH) {
      setFound({ state: "idle" });
      return;
    }
    // An answer to an older text arrives late sometimes: only the latest one is shown.
    let current = true;
    const timer = setTimeout(() => {
      setFound({ state: "searching" });
      searchBusinesses(search)
        .then((page) => {
          if (!current) return;
          const businesses = page.businesses.map((b) => ({ id: b.id, name: b.name, place: [b.city, b.country].filter(Boolean).join(", ") }));
          setFound({ state: "done", businesses });
        })
        .catch(() => {
          if (current) setFound({ state: "failed" });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, picked]);

  if (picked) {
    return (
      <div className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
        <p className="text-slate-600">Seçilen işletme</p>
        <div className="flex items-center justify-between gap-2">
          <p className="font-medium text-slate-900">
            {picked.name}
            {picked.place ? <span className="font-normal text-slate-600"> · {picked.place}</span> : null}
          </p>
          <button type="button" onClick={() => onPick(null)} className="text-sm font-medium text-brand-700 underline hover:text-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            Değiştir
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">İşletme ara</label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="İşletme adı..."
        autoComplete="off"
        aria-describedby={`${id}-status`}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <p id={`${id}-status`} role="status" className="mt-1 text-xs text-slate-600">
        {found.state === "searching" ? "Aranıyor..." : found.state === "failed" ? "İşletmeler alınamadı" : found.state === "done" && found.businesses.length === 0 ? "İşletme bulunamadı" : text.trim().length < MIN_SEARCH_LENGTH ? "En az 2 harf yazın." : ""}
      </p>
      {found.state === "done" && found.businesses.length > 0 ? (
        <ul aria-label="Bulunan işletmeler" className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
          {found.businesses.map((business) => (
            <li key={business.id}>
              <button type="button" onClick={() => onPick(business)} className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600">
                <span className="font-medium text-slate-900">{business.name}</span>
                {business.place ? <span className="text-slate-600"> · {business.place}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
