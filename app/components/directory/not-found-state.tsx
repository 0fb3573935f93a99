import { Link } from "react-router";

/** The body of a directory page whose category or city does not exist (served with HTTP 404). */
export function NotFoundState({ title, message, to, linkLabel }: {
  title: string;
  message: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-slate-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link
        to={to}
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        {linkLabel}
      </Link>
    </section>
  );
}
