import { Link } from "react-router";
import type { Category, City } from "~/lib/catalog";
import { flagEmoji } from "~/lib/flag";
import { compactCount } from "~/lib/format";

export const STRIP_ITEMS = 10;

function StripHeading({ id, title, to }: { id: string; title: string; to: string }) {
  return (
    <div className="flex items-center justify-between">
      <h2 id={id} className="text-2xl font-semibold">{title}</h2>
      <Link to={to} className="text-sm font-medium text-brand-700 hover:underline" aria-label={`View All: ${title}`}>
        View All →
      </Link>
    </div>
  );
}

const chip =
  "flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-brand-300 hover:shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

export function PopularCategories({ categories }: { categories: Category[] }) {
  return (
    <section aria-labelledby="popular-categories" className="mx-auto max-w-7xl px-4 pb-12">
      <StripHeading id="popular-categories" title="Popular Categories" to="/categories" />
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {categories.slice(0, STRIP_ITEMS).map((item) => (
          <li key={item.id}>
            <Link to={`/category/${item.slug}`} className={chip}>
              <span aria-hidden="true" className="text-2xl">{item.icon}</span>
              <span className="min-w-0">
                <span className="block truncate font-medium">{item.name}</span>
                <span className="text-sm text-slate-500">{compactCount(item.businessCount)} businesses</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TopCities({ cities }: { cities: City[] }) {
  return (
    <section aria-labelledby="top-cities" className="mx-auto max-w-7xl px-4 pb-12">
      <StripHeading id="top-cities" title="Top Cities" to="/cities" />
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cities.slice(0, STRIP_ITEMS).map((city) => (
          <li key={city.id}>
            <Link to={`/city/${city.slug}`} className={chip}>
              <span aria-hidden="true" className="text-2xl">{flagEmoji(city.countryCode)}</span>
              <span className="min-w-0">
                <span className="block truncate font-medium">{city.name}</span>
                <span className="text-sm text-slate-500">{compactCount(city.businessCount)} businesses</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const REASONS = [
  { icon: "🗺️", title: "Interactive Maps", text: "See every business on a map and get directions in one tap." },
  { icon: "🔍", title: "Easy Search", text: "Find places by name, category or city, even with a typo." },
  { icon: "📍", title: "Detailed Location", text: "Addresses, opening hours, phone numbers and links, kept up to date." },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-choose-us" className="text-center text-2xl font-semibold">Why Choose Us?</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-slate-200 p-6 text-center">
              <span aria-hidden="true" className="text-4xl">{reason.icon}</span>
              <h3 className="mt-3 text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
