import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { MAIN_LINKS, SITE_NAME } from "~/lib/site";

/** Logo and the five main links; on small screens they open as a side drawer (Radix dialog: focus trap, Escape closes). */
export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 rounded text-xl font-bold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <span aria-hidden="true" className="text-2xl">📍</span>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden gap-6 md:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                `rounded text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                  isActive ? "text-brand-700" : "text-slate-600 hover:text-slate-900"
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger
            className="rounded-md p-2 text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:hidden"
            aria-label="Open menu"
          >
            <span aria-hidden="true" className="text-2xl">☰</span>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 md:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed right-0 top-0 z-50 flex h-full w-72 max-w-[85vw] flex-col bg-white p-6 shadow-xl focus:outline-none md:hidden"
            >
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
                <Dialog.Close aria-label="Close menu" className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                  <span aria-hidden="true">✕</span>
                </Dialog.Close>
              </div>
              <nav aria-label="Mobile" className="mt-4 flex flex-col gap-1">
                {MAIN_LINKS.map((link) => (
                  <NavLink
                    key={link.to}
                    to={link.to}
                    end={link.to === "/"}
                    onClick={() => setDrawerOpen(false)}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-2 text-base font-medium hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                        isActive ? "bg-brand-50 text-brand-700" : "text-slate-700"
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                ))}
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
