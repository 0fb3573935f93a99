import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Text of the confirming button, e.g. 'Sil'. */
  confirmLabel: string;
  /** Shown on the confirming button while `busy`, e.g. 'Siliniyor...'. */
  busyLabel?: string;
  busy?: boolean;
  /** Red confirming button for actions that cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be undone. A Radix dialog: focus moves
 * into it and stays there, Escape and 'İptal' close it, focus returns to the
 * button that opened it. 'İptal' gets the first focus so a stray Enter never
 * confirms.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, busyLabel, busy = false, destructive = false, onConfirm } = props;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-slate-600">{description}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close
              disabled={busy}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
            >
              İptal
            </Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className={`rounded-md px-4 py-2 text-sm font-medium text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-60 ${
                destructive ? "bg-red-600 hover:bg-red-700 focus-visible:ring-red-600" : "bg-brand-600 hover:bg-brand-700 focus-visible:ring-brand-600"
              }`}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
