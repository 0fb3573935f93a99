import { Form, Link } from "react-router";
import { businessListQuerySchema } from "../../server/services/businesses/business-query";
import { businessStats } from "../../server/services/businesses/business-stats";
import { listBusinesses } from "../../server/services/businesses/list-businesses";
import { randomBusinesses } from "../../server/services/businesses/random-businesses";
import { listCategories } from "../../server/services/catalog/list-categories";
import { BusinessCard } from "~/components/business-card";
import { compactCount, thousands } from "~/lib/format";
import { SITE_DESCRIPTION, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/home";

const HOME_CARDS = 12;
const STRIP_ITEMS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.app;
  const params = new URL(request.url).searchParams;
  const search = params.get("search")?.trim() ?? "";
  const category = params.get("category") ?? "all";
  const filtered = search !== "" || category !== "all";
  const query = businessListQuerySchema.safeParse({
    search,
    category: category === "all" ? undefined : category,
    limit: HOME_CARDS,
  });
  const [stats, categories, results] = await Promise.all([
    businessStats(ctx),
    listCategories(ctx),
    !filtered
      ? randomBusinesses(ctx, HOME_CARDS).then((businesses) => ({ businesses, total: businesses.length }))
      : query.success
        ? listBusinesses(ctx, query.data)
        : { businesses: [], total: 0 },
  ]);
  return { stats, categories, search, category, filtered, ...results };
}

export function meta() {
  return [
    { title: `${SITE_NAME} | Discover World Businesses` },
    { name: "description", content: SITE_DESCRIPTION },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, categories, search, category, filtered, businesses, total } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-indigo-700 px-4 py-16 text-white">
        <div className="mx-auto max-w-5xl text-center">
          <h1 className="text-4xl font-bold md:text-5xl">Discover World Businesses</h1>
          <dl className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-4 md:grid-cols-4">
            <StatTile label="Businesses" value={thousands(stats.total)} />
            <StatTile label="Categories" value={thousands(categories.length)} />
            <StatTile label="Cities" value="1.6K+" />
            <StatTile label="Countries" value="50+" />
          </dl>
          <Form method="get" className="mx-auto mt-8 flex max-w-3xl flex-col gap-2 md:flex-row">
            <input
              type="search"
              name="search"
              defaultValue={search}
              placeholder="Search businesses or locations..."
              aria-label="Search businesses or locations"
              className="flex-1 rounded-md bg-white px-4 py-3 text-slate-900"
            />
            <select
              name="category"
              defaultValue={category}
              aria-label="Category"
              className="rounded-md bg-white px-3 py-3 text-slate-900"
            >
              <option value="all">All Categories</option>
              {categories.map((item) => (
                <option key={item.id} value={item.slug}>
                  {item.icon} {item.name}
                </option>
              ))}
            </select>
            <button type="submit" className="rounded-md bg-amber-400 px-6 py-3 font-semibold text-slate-900">
              Search
            </button>
          </Form>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex items-center justify-between">
          <h2 className="text-2xl font-semibold">{filtered ? "Search Results" : "Featured Businesses"}</h2>
          {filtered ? (
            <p className="text-sm text-slate-600">
              {thousands(total)} results found{" "}
              <Link to="/" className="ml-2 font-medium text-brand-600">Clear</Link>
            </p>
          ) : null}
        </div>
        {businesses.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-semibold">No businesses found</p>
            <p className="mt-1 text-slate-600">Try different keywords or browse all categories.</p>
            <Link to="/" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-white">Clear Filters</Link>
          </div>
        ) : (
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {businesses.map((business) => (
              <BusinessCard key={business.id} business={business} />
            ))}
          </div>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-12">
        <h2 className="text-2xl font-semibold">Popular Categories</h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {categories.slice(0, STRIP_ITEMS).map((item) => (
            <li key={item.id}>
              <Link
                to={`/category/${item.slug}`}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm"
              >
                <span aria-hidden="true">{item.icon}</span>
                {item.name}
                <span className="text-slate-500">{compactCount(item.businessCount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
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
