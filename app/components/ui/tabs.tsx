import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs as the ARIA pattern describes them: one tab stop, arrow keys and
 * Home/End move between tabs, the chosen tab's panel follows it.
 */
export function Tabs({ tabs, selected, onSelect, label }: { tabs: Tab[]; selected: string; onSelect: (id: string) => void; label: string }) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(0, tabs.findIndex((tab) => tab.id === selected));

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === tabs[index]!.id;
          return (
            <button
              key={tab.id}
              ref={(element) => void (element ? refs.current.set(tab.id, element) : refs.current.delete(tab.id))}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== tabs[index]!.id}
          tabIndex={0}
          className="pt-6 focus:outline-none"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
