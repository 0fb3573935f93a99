import { Link } from "react-router";
import { EmptyState } from "./empty-state";

const COPY = {
  city: { title: "City not found", to: "/cities", link: "Browse Cities" },
  category: { title: "Category not found", to: "/categories", link: "Browse Categories" },
} as const;

/** The search page names a city or category that does not exist: explain and offer the directory. */
export function UnknownFilter({ kind, value }: { kind: keyof typeof COPY; value: string }) {
  const copy = COPY[kind];
  return (
    <EmptyState icon="🧭" title={copy.title} message={`We couldn't find a ${kind} called "${value}". Check the spelling or pick one from the directory.`}>
      <Link to={copy.to} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {copy.link}
      </Link>
    </EmptyState>
  );
}
