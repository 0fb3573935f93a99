import { Link } from "react-router";

const POPULAR_CATEGORIES = ["restaurant", "hotel", "shopping", "healthcare", "education", "technology"] as const;
const PAGES = [
  { to: "/", label: "Home" },
  { to: "/categories", label: "Categories" },
  { to: "/cities", label: "Cities" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

const pill = "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

/** The 404 page: where to go instead. */
export function NotFoundView() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-8xl font-bold text-brand-200" aria-hidden="true">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-semibold">Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has been moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href="/"
          onClick={(event) => {
            // With a history to return to, go back; otherwise (or without JavaScript) the link leads home.
            if (window.history.length > 1) {
              event.preventDefault();
              window.history.back();
            }
          }}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Go Back
        </a>
        {PAGES.map((page) => (
          <Link key={page.to} to={page.to} className={pill}>{page.label}</Link>
        ))}
      </div>
      <h2 className="mt-12 text-lg font-semibold">Popular categories</h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {POPULAR_CATEGORIES.map((slug) => (
          <li key={slug}>
            <Link to={`/category/${slug}`} className={`${pill} block capitalize`}>{slug}</Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 flex flex-wrap justify-center gap-6 text-sm">
        <Link to="/contact" className="font-medium text-brand-700 hover:underline">Contact Support</Link>
        <Link to="/businesses" className="font-medium text-brand-700 hover:underline">Search Directory</Link>
      </p>
    </section>
  );
}
