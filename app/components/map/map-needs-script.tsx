import type { ReactNode } from "react";

/** Shown over an empty map box to visitors without JavaScript only; the browser never shows it to the rest. */
export function MapNeedsScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-700">
        {children}
      </p>
    </noscript>
  );
}
