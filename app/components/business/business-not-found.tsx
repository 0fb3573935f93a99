import { Link } from "react-router";
import { FOCUS_RING } from "./links";

export function BusinessNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl">🔍</p>
      <h1 className="mt-4 text-3xl font-semibold text-slate-900">Business Not Found</h1>
      <p className="mt-2 text-slate-600">{"The business you're looking for was not found or may have been removed."}</p>
      <Link
        to="/"
        className={`mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 ${FOCUS_RING}`}
      >
        Back to Home
      </Link>
    </section>
  );
}
