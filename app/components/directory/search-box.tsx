import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { SEARCH_DEBOUNCE_MS, carriedParams, formQuery } from "~/lib/directory";

interface SearchBoxProps {
  /** the search text in the URL */
  search: string;
  label: string;
  placeholder: string;
  /** more fields of the same form (city, category on the search page) */
  children?: ReactNode;
  /** names of the fields in `children`, so they are not carried twice */
  fields?: readonly string[];
}

/**
 * A GET form, so a search works without JavaScript and lands on a shareable
 * URL. Sort and view are carried along in hidden fields; the page is not, so
 * a new search starts at page 1. With JavaScript, typing searches by itself
 * after a short pause; the Search button stays for everyone else.
 */
export function SearchBox({ search, label, placeholder, children, fields = [] }: SearchBoxProps) {
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [value, setValue] = useState(search);
  // The first automatic search of a typing session adds a history entry, the
  // next ones replace it: Back returns to the page as it was before typing,
  // without stepping through every pause.
  const typingSession = useRef(false);

  // The text this form last searched for: when the URL arrives with it, the
  // field keeps what the visitor typed since; any other change of the URL
  // (Back, a Clear link) is shown in the field.
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (search !== submitted.current) setValue(search);
    submitted.current = null;
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (replace: boolean) => {
    clearTimeout(timer.current);
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    submitted.current = String(form.get("search") ?? "").trim();
    const entries = [...form.entries()];
    void navigate(`${pathname}${formQuery(entries)}`, { replace, preventScrollReset: true });
  };

  const carried = carriedParams(new URLSearchParams(query), ["search", ...fields]);
  return (
    <form
      ref={formRef}
      role="search"
      method="get"
      action={pathname}
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
      onSubmit={(event) => {
        event.preventDefault();
        go(false);
        typingSession.current = false;
      }}
    >
      {carried.map(([name, fieldValue]) => (
        <input key={`${name}=${fieldValue}`} type="hidden" name={name} value={fieldValue} />
      ))}
      <label className="sr-only" htmlFor="directory-search">{label}</label>
      <input
        id="directory-search"
        type="search"
        name="search"
        value={value}
        maxLength={120}
        placeholder={placeholder}
        onChange={(event) => {
          setValue(event.target.value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            go(typingSession.current);
            typingSession.current = true;
          }, SEARCH_DEBOUNCE_MS);
        }}
        onBlur={() => {
          typingSession.current = false;
        }}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      {children}
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        Search
      </button>
    </form>
  );
}
