import { Link } from "react-router";
import type { Business, CardBusiness } from "~/lib/business";
import { cityPath } from "~/lib/business-meta";
import type { Category } from "~/lib/catalog";
import { compactCount } from "~/lib/format";
import { BusinessGrid } from "./business-grid";
import { FOCUS_RING } from "./links";

export interface RelatedLists {
  sameCategory: CardBusiness[];
  sameCity: CardBusiness[];
  sameType: CardBusiness[];
  categories: Category[];
}

/** 'More Businesses in {city}', similar businesses, the category elsewhere, and category links. */
export function RelatedSections({ business, related }: { business: Business; related: RelatedLists }) {
  const city = business.city;
  const cityLink = cityPath(business);
  return (
    <>
      {city && cityLink ? (
        <BusinessGrid
          id="more-in-city-title"
          title={`More Businesses in ${city}`}
          businesses={related.sameCity}
          footer={
            <Link
              to={cityLink}
              className={`mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 ${FOCUS_RING}`}
            >
              Explore All {city} Businesses
            </Link>
          }
        />
      ) : null}
      {related.sameType.length > 0 ? (
        <BusinessGrid
          id="similar-title"
          title={city ? `Similar Businesses in ${city}` : "Similar Businesses"}
          subtitle={business.type ? `Other ${business.type} listings, best rated first` : undefined}
          businesses={related.sameType}
          columns={4}
        />
      ) : null}
      {business.category && related.sameCategory.length > 0 ? (
        <BusinessGrid
          id="same-category-title"
          title={`More in ${business.category.name}`}
          subtitle="Best rated in other cities"
          businesses={related.sameCategory}
        />
      ) : null}
      {related.categories.length > 0 ? <CategoryLinks categories={related.categories} /> : null}
    </>
  );
}

function CategoryLinks({ categories }: { categories: Category[] }) {
  return (
    <section aria-labelledby="categories-title" className="mt-10">
      <h2 id="categories-title" className="text-xl font-semibold text-slate-900">Browse Categories</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/category/${category.slug}`}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm hover:border-brand-600 ${FOCUS_RING}`}
            >
              <span aria-hidden="true">{category.icon}</span>
              {category.name}
              <span className="text-slate-500">{compactCount(category.businessCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
