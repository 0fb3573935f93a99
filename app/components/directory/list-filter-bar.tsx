import { useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { carriedParams } from "~/lib/directory";
import { thousands } from "~/lib/format";
import {
  LIST_FILTER_PARAMS, clearFiltersQuery, featureChoices, filtersQuery, hasListFilters, minRatingChoices, toggled,
  type ListFilterState,
} from "~/lib/list-filters";

interface ListFilterBarProps {
  /** the filters the page lists with */
  filters: ListFilterState;
  /** the price ranges the list query knows, "$" to "$$$$" */
  priceRanges: readonly string[];
  /** how many businesses the filtered list holds; null when the page says it elsewhere */
  total: number | null;
}

const FOCUS = "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
const CHIP = [
  "inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full border border-slate-300 bg-white",
  "px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50",
  "has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700",
  "has-focus-visible:ring-2 has-focus-visible:ring-brand-600",
].join(" ");
/** A line of the features list. */
const LINE = "flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-50";

/**
 * Open now, minimum rating, price range and features as a GET form, so
 * filtering works without JavaScript and every filtered list is a URL with
 * the list API's parameter names. With JavaScript a change applies at once;
 * the fields show it while the list loads.
 */
export function ListFilterBar({ filters, priceRanges, total }: ListFilterBarProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const carried = carriedParams(params, LIST_FILTER_PARAMS);
  const [draft, setDraft] = useDraft(filters);
  const apply = (next: ListFilterState) => {
    setDraft(next);
    void navigate(`${pathname}${filtersQuery(carried, next)}`, { preventScrollReset: true });
  };
  // From the URL, so a feature of its own stays in the list while its unticking loads.
  const features = featureChoices(filters.feature);
  const rating = draft.minRating === null ? "" : String(draft.minRating);
  return (
    <form
      method="get"
      action={pathname}
      aria-label="Filters"
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      {carried.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Check
        name="openNow"
        value="true"
        checked={draft.openNow}
        onChange={(on) => apply({ ...draft, openNow: on })}
        chip
      >
        Open now
      </Check>
      <label className="sr-only" htmlFor="filter-min-rating">Minimum rating</label>
      <select
        id="filter-min-rating"
        name="minRating"
        value={rating}
        onChange={(event) => apply({ ...draft, minRating: event.target.value ? Number(event.target.value) : null })}
        className={`rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 ${FOCUS}`}
      >
        <option value="">Any rating</option>
        {minRatingChoices(draft.minRating).map((choice) => (
          <option key={choice} value={String(choice)}>{choice}+ stars</option>
        ))}
      </select>
      <Group legend="Price range" className="flex gap-1">
        {priceRanges.map((price) => (
          <Check
            key={price}
            name="priceRange"
            value={price}
            checked={draft.priceRange.includes(price)}
            onChange={(on) => apply({ ...draft, priceRange: toggled(draft.priceRange, price, on, priceRanges) })}
            chip
          >
            {price}
          </Check>
        ))}
      </Group>
      <details className="group open:basis-full">
        <summary className={CHIP}>
          Features{draft.feature.length ? ` (${draft.feature.length})` : ""}
          <span aria-hidden="true" className="text-xs group-open:rotate-180">▾</span>
        </summary>
        <Group legend="Features" className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <Check
              key={feature}
              name="feature"
              value={feature}
              checked={draft.feature.includes(feature)}
              onChange={(on) => apply({ ...draft, feature: toggled(draft.feature, feature, on, features) })}
            >
              {feature}
            </Check>
          ))}
        </Group>
      </details>
      <button
        type="submit"
        className={`rounded-full bg-slate-800 px-4 py-1.5 text-sm font-medium text-white hover:bg-slate-700 ${FOCUS}`}
      >
        Apply
      </button>
      {hasListFilters(params) ? (
        <Link
          to={`${pathname}${clearFiltersQuery(params)}`}
          preventScrollReset
          className="text-sm font-medium text-brand-700 underline hover:text-brand-600"
        >
          Clear filters
        </Link>
      ) : null}
      {total !== null ? (
        <p className="ml-auto text-sm font-medium text-slate-700">
          {thousands(total)} {total === 1 ? "business matches" : "businesses match"}
        </p>
      ) : null}
    </form>
  );
}

interface CheckProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** a rounded chip in the bar, rather than a line of the features list */
  chip?: boolean;
  children: ReactNode;
}

function Check({ name, value, checked, onChange, chip = false, children }: CheckProps) {
  const look = chip ? CHIP : LINE;
  return (
    <label className={look}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-brand-600"
      />
      {children}
    </label>
  );
}

/** A fieldset whose legend only screen readers need: the choices say what they are. */
function Group({ legend, className, children }: { legend: string; className: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/**
 * The fields' state: what the visitor just chose while its list loads, and
 * the URL's filters whenever they change otherwise (Back, Clear filters).
 */
function useDraft(filters: ListFilterState): [ListFilterState, (next: ListFilterState) => void] {
  const key = JSON.stringify(filters);
  const [state, setState] = useState({ key, draft: filters });
  if (state.key !== key) setState({ key, draft: filters });
  return [state.key === key ? state.draft : filters, (draft) => setState({ key, draft })];
}
