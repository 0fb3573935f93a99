import type { ReactNode } from "react";
import { Link } from "react-router";
import { slugify } from "~/lib/slug";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** Date the text last changed, e.g. "23 November 2026". */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

// Plain paragraphs and lists inside the sections get readable spacing here, so
// the pages themselves stay pure text.
const PROSE =
  "text-slate-700 leading-relaxed [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:text-slate-900";

/** Shared layout of the privacy policy, legal notice, terms and cookie policy. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">Last updated: {updated}</p>
        <div className={`mt-6 text-lg ${PROSE}`}>{intro}</div>
      </header>

      <nav aria-label="On this page" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm font-semibold text-slate-900">On this page</p>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${slugify(section.heading)}`} className="text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={slugify(section.heading)} className="mt-10">
          <h2 id={slugify(section.heading)} className="scroll-mt-20 text-xl font-semibold text-slate-900">
            {section.heading}
          </h2>
          <div className={PROSE}>{section.body}</div>
        </section>
      ))}

      <p className="mt-12 border-t border-slate-200 pt-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">←</span> Back to Home
        </Link>
      </p>
    </article>
  );
}
