import { useState, type FormEvent } from "react";
import type { CategoryAlias, CategoryRef } from "~/lib/admin/admin-category";
import { useCategoryCall } from "./use-category-call";

interface CategoryAliasesProps {
  aliases: CategoryAlias[];
  choices: CategoryRef[];
}

const FIELD = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none";

/** Incoming names sent to a category by later imports ("Eatery" -> Restaurant). */
export function CategoryAliases({ aliases, choices }: CategoryAliasesProps) {
  const [name, setName] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const { busy, run } = useCategoryCall();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name, categoryId: Number(categoryId) };
    if (await run("POST", "/api/admin/categories/aliases", body, "Eşleme kaydedildi")) setName("");
  };
  return (
    <section aria-labelledby="aliases-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="aliases-heading" className="text-lg font-semibold text-slate-900">Gelen kategori eşlemeleri</h2>
      <p className="mt-1 text-sm text-slate-600">
        Dosyalarda bu adla (büyük/küçük harf, aksan ve çoğul eki fark etmez) gelen kategoriler seçilen kategoriye eklenir.
      </p>
      <form onSubmit={add} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="block text-sm font-medium text-slate-700">
          Gelen ad
          <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} className={FIELD} />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Eklenecek kategori
          <select value={categoryId} onChange={(event) => setCategoryId(event.target.value)} required className={FIELD}>
            <option value="">Kategori seçin</option>
            {choices.map((choice) => <option key={choice.id} value={choice.id}>{choice.name}</option>)}
          </select>
        </label>
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? "Kaydediliyor..." : "Eşle"}
        </button>
      </form>
      {aliases.length > 0 ? (
        <ul aria-label="Eşlemeler" className="mt-4 divide-y divide-slate-200 text-sm">
          {aliases.map((alias) => (
            <li key={alias.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                <strong className="text-slate-900">{alias.name}</strong> → {alias.categoryName}
              </span>
              <button
                type="button"
                disabled={busy}
                onClick={() => run("DELETE", `/api/admin/categories/aliases/${alias.id}`, undefined, "Eşleme silindi")}
                aria-label={`${alias.name} eşlemesini sil`}
                className="rounded-md border border-slate-300 px-3 py-1 text-xs text-slate-700 hover:bg-slate-50"
              >
                Sil
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">Henüz eşleme yok.</p>
      )}
    </section>
  );
}
