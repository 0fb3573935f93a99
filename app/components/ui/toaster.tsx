import * as ToastPrimitive from "@radix-ui/react-toast";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "./use-toast";

/**
 * Radix toasts: F8 focuses the region, a 50 px swipe to the right dismisses
 * (both Radix defaults), shown at the bottom right on wide screens.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg ${
            item.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus:ring-2"
          >
            <span aria-hidden="true">✕</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
