// A tiny toast store shared by the whole page: one toast at a time (a new one
// replaces the current), as the spec's toaster shows them. Browser-safe.
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
/** Display time; Radix closes the toast after it, and the store forgets it at once. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

let nextId = 1;
let toasts: ToastMessage[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, "id">): number {
  const id = nextId++;
  toasts = [{ ...message, id }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

const EMPTY: ToastMessage[] = [];

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => EMPTY,
  );
}
