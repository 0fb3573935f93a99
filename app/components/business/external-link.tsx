import type { ReactNode } from "react";
import { EXTERNAL_LINK } from "./links";

/** A link to another site; screen readers hear that it opens a new tab. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} {...EXTERNAL_LINK} className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
