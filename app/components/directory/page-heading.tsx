import type { ReactNode } from "react";

/** The title band of a directory page. */
export function PageHeading({ icon, title, children }: { icon?: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-gradient-to-br from-brand-700 to-indigo-700 px-4 py-10 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold md:text-4xl">
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          <span>{title}</span>
        </h1>
        {children ? <div className="mt-2 text-white/90">{children}</div> : null}
      </div>
    </header>
  );
}
