import type { Category } from "~/lib/catalog";

/** The city and category fields of the search page's form (the text field and button are the SearchBox's). */
export function BusinessFilters({ city, category, categories }: { city: string; category: string; categories: Category[] }) {
  const field = "rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
  return (
    <>
      {/* Keyed by the URL's value: a link that changes the filter also resets the field. */}
      <label className="sr-only" htmlFor="filter-city">City</label>
      <input
        key={`city:${city}`}
        id="filter-city"
        type="text"
        name="city"
        defaultValue={city}
        maxLength={120}
        placeholder="City"
        className={`${field} sm:w-44`}
      />
      <label className="sr-only" htmlFor="filter-category">Category</label>
      <select key={`category:${category}`} id="filter-category" name="category" defaultValue={category} className={`${field} sm:w-56`}>
        <option value="">All Categories</option>
        {categories.map((item) => (
          <option key={item.id} value={item.slug}>
            {item.icon} {item.name}
          </option>
        ))}
      </select>
    </>
  );
}
