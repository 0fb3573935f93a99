import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Reloads the page's data every `intervalMs` while the tab is visible and
 * nothing else is loading, so counts and listings stay current on a page
 * left open. A hidden tab costs the server nothing.
 */
export function useRevalidateEvery(intervalMs: number): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // Refs: the interval reads the latest state without restarting on every render.
  const latest = useRef({ revalidator, navigation });
  latest.current = { revalidator, navigation };

  useEffect(() => {
    const id = setInterval(() => {
      const { revalidator: current, navigation: nav } = latest.current;
      if (document.visibilityState !== "visible") return;
      if (current.state !== "idle" || nav.state !== "idle") return;
      void current.revalidate();
    }, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
}
