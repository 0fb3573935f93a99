import { useId, useState } from "react";
import { FOCUS_RING } from "./links";
import { useHydrated } from "./use-hydrated";

/** Sections shown before 'Show More'. */
export const FEATURE_SECTIONS_SHOWN = 3;

type Features = Record<string, Record<string, boolean | string>>;

/** Sections that hold at least one feature; imports have produced empty and odd shapes. */
function usableSections(about: Features): [string, [string, unknown][]][] {
  return Object.entries(about ?? {})
    .filter(([, features]) => features !== null && typeof features === "object" && !Array.isArray(features))
    .map(([section, features]): [string, [string, unknown][]] => [section, Object.entries(features)])
    .filter(([, features]) => features.length > 0);
}

/**
 * 'Business Features & Amenities': the first three sections, then a Show More
 * toggle. Without JavaScript the toggle could not work, so the server render
 * (and a page whose script never runs) lists every section instead.
 */
export function FeatureSections({ about }: { about: Features }) {
  const sections = usableSections(about);
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const titleId = useId();
  if (sections.length === 0) return null;

  const hidden = sections.length - FEATURE_SECTIONS_SHOWN;
  const collapsible = hydrated && hidden > 0;
  const visible = collapsible && !expanded ? sections.slice(0, FEATURE_SECTIONS_SHOWN) : sections;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold text-slate-900">Business Features &amp; Amenities</h3>
      <div id={listId} className="mt-3 grid gap-4 sm:grid-cols-2">
        {visible.map(([section, features]) => (
          <div key={section} className="rounded-lg bg-slate-50 p-3">
            <h4 className="text-sm font-semibold text-slate-800">{section}</h4>
            <ul className="mt-2 space-y-1 text-sm">
              {features.map(([feature, value]) => (
                <li key={feature} className="flex justify-between gap-3">
                  <span className="text-slate-700">{feature}</span>
                  <FeatureValue value={value} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className={`mt-4 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`}
        >
          {expanded ? "Show Less" : `Show More (${hidden} more ${hidden === 1 ? "section" : "sections"})`}
        </button>
      ) : null}
    </section>
  );
}

function FeatureValue({ value }: { value: unknown }) {
  if (value === true) return <span className="font-medium text-green-700">Yes</span>;
  if (value === false) return <span className="font-medium text-red-700">No</span>;
  return <span className="text-right text-slate-800">{String(value)}</span>;
}
