import { useEffect, useRef, useState } from "react";
import { CountryOptions } from "~/components/admin/country-options";
import { useNavigate } from "react-router";
import { ADMIN_FILTER_DEBOUNCE_MS, adminListQuery, type AdminListState } from "~/lib/admin/admin-business";
import type { Category, Country } from "~/lib/catalog";
import { INPUT_CLASS } from "./form-field";

interface BusinessFiltersProps {
  state: AdminListState;
  categories: Category[];
  countries: Country[];
}

interface Draft {
  search: string;
  categoryId: string;
  countryCode: string;
}

const draftOf = (state: AdminListState): Draft => ({ search: state.search, categoryId: state.categoryId ? String(state.categoryId) : "", countryCode: state.countryCode });
const keyOf = (draft: Draft) => `${draft.search.trim()}|${draft.categoryId}|${draft.countryCode}`;

/**
 * Search, category and country. A change waits 500 ms (typing goes on) and
 * then loads page 1 of the new list through the URL, so the server renders
 * it and the address can be shared. Without JavaScript, Enter submits the form.
 */
export function BusinessFilters({ state, categories, countries }: BusinessFiltersProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(state));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The filters this form last sent: when the URL arrives with them, what was typed since stays.
  const submitted = useRef<string | null>(null);
  const urlKey = keyOf(draftOf(state));
  // Keyed on the filters' text, not the state object, which is new after every load.
  useEffect(() => {
    if (urlKey !== submitted.current) setDraft(draftOf(state));
    submitted.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `state` is new after every load; its filters are urlKey
  }, [urlKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: Draft) => {
    clearTimeout(timer.current);
    submitted.current = keyOf(next);
    const query = adminListQuery({ search: next.search.trim(), categoryId: Number(next.categoryId) || null, countryCode: next.countryCode, page: 1 });
    void navigate(`/admin/businesses${query}`, { preventScrollReset: true });
  };
  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), ADMIN_FILTER_DEBOUNCE_MS);
  };
  const filtered = draft.search !== "" || draft.categoryId !== "" || draft.countryCode !== "";

  return (
    <form
      method="get"
      action="/admin/businesses"
      role="search"
      aria-label="İşletme filtreleri"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <label className="sr-only" htmlFor="filter-search">İşletme ara</label>
      <input
        id="filter-search"
        name="search"
        type="search"
        value={draft.search}
        maxLength={200}
        placeholder="İşletme adı, kategori, şehir veya adres ara..."
        onChange={(event) => change({ search: event.target.value })}
        className={INPUT_CLASS}
      />
      <label className="sr-only" htmlFor="filter-category">Kategori</label>
      <select id="filter-category" name="categoryId" value={draft.categoryId} onChange={(event) => change({ categoryId: event.target.value })} className={INPUT_CLASS}>
        <option value="">Tüm kategoriler</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.icon} {category.name}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="filter-country">Ülke</label>
      <select id="filter-country" name="countryCode" value={draft.countryCode} onChange={(event) => change({ countryCode: event.target.value })} className={INPUT_CLASS}>
        <CountryOptions countries={countries} />
      </select>
      <button
        type="button"
        disabled={!filtered}
        onClick={() => {
          const empty = { search: "", categoryId: "", countryCode: "" };
          setDraft(empty);
          apply(empty);
        }}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
      >
        Filtreleri Temizle
      </button>
    </form>
  );
}
