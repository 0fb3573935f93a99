import { data, Link } from "react-router";
import { SITE_NAME } from "~/lib/site";

export function loader() {
  // Unknown addresses answer 404 so search engines drop them.
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page Not Found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

const POPULAR = ["restaurant", "hotel", "shopping", "healthcare", "education", "technology"];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-7xl font-bold text-slate-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold">Page Not Found</h1>
      <nav aria-label="Suggestions" className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="text-brand-600">Home</Link>
        {POPULAR.map((slug) => (
          <Link key={slug} to={`/category/${slug}`} className="capitalize text-brand-600">
            {slug}
          </Link>
        ))}
      </nav>
    </section>
  );
}
