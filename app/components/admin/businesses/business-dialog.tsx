import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, type FormEvent } from "react";
import type { AdminBusiness } from "~/lib/admin/admin-business";
import type { Category } from "~/lib/catalog";
import { BusinessFormFields } from "./business-form-fields";
import { useBusinessForm } from "./use-business-form";

interface BusinessDialogProps {
  /** the business to edit; null opens an empty form for a new one */
  business: AdminBusiness | null;
  categories: Category[];
  onClose: () => void;
  onSaved: (saved: AdminBusiness) => void;
}

/** The edit (or create) dialog: mounted only while open, so every opening starts from the business as listed. */
export function BusinessDialog({ business, categories, onClose, onSaved }: BusinessDialogProps) {
  const form = useBusinessForm(business, onSaved);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, focus goes to the first field with a message, where keyboard and screen reader users need to be.
  useEffect(() => {
    if (form.refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (!open && !form.saving ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none">
          <div className="border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{business ? "İşletmeyi Düzenle" : "Yeni İşletme"}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {business ? `${business.name} kaydının bilgilerini güncelleyin.` : "Yeni işletmenin bilgilerini girin."} Yıldızlı alanlar zorunludur.
            </Dialog.Description>
          </div>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              <BusinessFormFields values={form.values} errors={form.errors} categories={categories} setField={form.setField} />
            </div>
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-3 sm:flex-row sm:justify-end">
              <Dialog.Close
                type="button"
                disabled={form.saving}
                className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
              >
                İptal
              </Dialog.Close>
              <button
                type="submit"
                disabled={form.saving}
                className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60"
              >
                {form.saving ? "Kaydediliyor..." : "Kaydet"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
