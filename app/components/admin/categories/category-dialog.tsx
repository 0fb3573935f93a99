import * as Dialog from "@radix-ui/react-dialog";
import type { FormEvent, ReactNode } from "react";

interface CategoryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

const BUTTON = "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60";

/** The edit and merge forms of the Categories screen: a Radix dialog (focus kept inside, Escape closes). */
export function CategoryDialog(props: CategoryDialogProps) {
  const { open, onClose, title, submitLabel, busyLabel, busy, destructive = false, onSubmit, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy || next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            {children}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close disabled={busy} className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
                İptal
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className={`${BUTTON} text-white ${destructive ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700"}`}
              >
                {busy ? busyLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
