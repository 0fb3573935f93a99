import { useEffect, useState } from "react";

/** Appears once the page has scrolled more than 300 px; scrolls smoothly back up. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-6 right-6 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-xl text-white shadow-lg hover:bg-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-300"
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
