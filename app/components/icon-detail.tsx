import type { ReactNode } from "react";

/**
 * One term of a definition list with an icon in its gutter. dt and dd stay
 * direct children of the row div, as a well-formed <dl> needs.
 */
export function IconDetail({ icon, label, children, size = "sm" }: { icon: string; label: string; children: ReactNode; size?: "sm" | "lg" }) {
  const large = size === "lg";
  return (
    <div className={`relative min-w-0 ${large ? "pl-9" : "pl-7"}`}>
      <dt className={large ? "text-slate-500" : "text-xs uppercase tracking-wide text-slate-500"}>
        <span aria-hidden="true" className={`absolute left-0 top-0 ${large ? "text-xl leading-none" : "text-base"}`}>{icon}</span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
