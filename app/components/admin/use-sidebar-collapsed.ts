import { useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "locus.admin.sidebarCollapsed";

/**
 * Whether the desktop sidebar shows icons only, remembered in localStorage.
 * The server always renders it expanded; the stored choice applies right
 * after hydration. Storage can be unavailable (private mode, policies): then
 * the choice simply lasts for the page.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    try {
      setCollapsed(window.localStorage.getItem(STORAGE_KEY) === "1");
    } catch {
      // keep the default
    }
  }, []);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? "1" : "0");
      } catch {
        // not remembered, still applied
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
