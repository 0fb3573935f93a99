import { Form, useNavigation } from "react-router";
import type { Category } from "~/lib/catalog";
import { NearSearch } from "~/components/directory/near-search";
import { thousands } from "~/lib/format";

interface HeroProps {
  total: number;
  categoryCount: number;
  categories: Category[];
  search: string;
  category: string;
}

/** Headline, stat tiles and the search form (a GET form: every search is a shareable URL). */
export function Hero({ total, categoryCount, categories, search, category }: HeroProps) {
  const searching = useNavigation().state === "loading";
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-700 to-indigo-700 px-4 py-14 text-white md:py-20">
      <div className="mx-auto max-w-5xl text-center">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight md:text-5xl">Discover World Businesses</h1>
        <p className="mx-auto mt-3 max-w-2xl text-white/85">
          Restaurants, hotels, shops and services with hours, ratings, maps and contacts.
        </p>
        <dl className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-3 md:grid-cols-4">
          <StatTile label="Businesses" value={thousands(total)} />
          <StatTile label="Categories" value={thousands(categoryCount)} />
          <StatTile label="Cities" value="1.6K+" />
          <StatTile label="Countries" value="50+" />
        </dl>
        <Form method="get" action="/" role="search" className="mx-auto mt-8 flex max-w-3xl flex-col gap-2 rounded-xl bg-white/10 p-2 md:flex-row">
          <label htmlFor="home-search" className="sr-only">Search businesses or locations</label>
          <input
            id="home-search"
            type="search"
            name="search"
            defaultValue={search}
            key={search}
            maxLength={200}
            placeholder="Search businesses or locations..."
            className="min-w-0 flex-1 rounded-md bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
          />
          <label htmlFor="home-category" className="sr-only">Category</label>
          <select
            id="home-category"
            name="category"
            defaultValue={category}
            key={category}
            className="rounded-md bg-white px-3 py-3 text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
          >
            <option value="all">All Categories</option>
            {categories.map((item) => (
              <option key={item.id} value={item.slug}>
                {item.icon} {item.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="rounded-md bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300 focus:outline-none focus-visible:ring-4 focus-visible:ring-white disabled:opacity-70"
            disabled={searching}
          >
            Search
          </button>
        </Form>
        <div className="mx-auto mt-4 max-w-3xl">
          <NearSearch onDark />
        </div>
      </div>
    </section>
  );
}

function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white/10 p-4">
      <dt className="text-sm text-white/80">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}
