import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SidebarBody } from "./admin-sidebar";

/**
 * Small screens: a top bar with the menu button; the menu opens as a drawer
 * (Radix dialog: focus stays inside, Escape and the overlay close it).
 */
export function AdminMobileBar({ unreadMessages, userCode }: { unreadMessages: number; userCode: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Any navigation (a menu link, the back button) closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-lg text-white">📍</span>
        <div className="min-w-0">
          <p className="truncate text-base font-bold text-slate-900">Yönetim Sistemi</p>
          <p className="truncate text-xs text-slate-500">Mobil Dashboard</p>
        </div>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          aria-label="Menüyü aç"
          className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span aria-hidden="true" className="text-2xl leading-none">☰</span>
          {unreadMessages > 0 ? <span aria-hidden="true" className="absolute right-1 top-1 h-2.5 w-2.5 rounded-full bg-red-500" /> : null}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-slate-900 shadow-xl focus:outline-none lg:hidden"
          >
            <div className="flex items-center justify-between px-4 pt-3">
              <Dialog.Title className="text-sm font-semibold text-slate-300">Menü</Dialog.Title>
              <Dialog.Close
                aria-label="Menüyü kapat"
                className="rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span aria-hidden="true">✕</span>
              </Dialog.Close>
            </div>
            <SidebarBody unreadMessages={unreadMessages} userCode={userCode} onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </header>
  );
}
