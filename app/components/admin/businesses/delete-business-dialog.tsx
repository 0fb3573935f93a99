import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import type { AdminBusiness } from "~/lib/admin/admin-business";
import { describeError } from "~/lib/api-error";
import { deleteBusinessById } from "./business-api";

interface DeleteBusinessDialogProps {
  business: AdminBusiness;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting: the business, its reviews and its public page go for good. */
export function DeleteBusinessDialog({ business, onClose, onDeleted }: DeleteBusinessDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteBusinessById(business.id);
      toast({ title: "İşletme silindi", description: business.name });
      onDeleted();
    } catch (error) {
      toast({ title: "Failed to delete business", description: describeError(error), variant: "destructive" });
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="İşletmeyi Sil"
      description={
        <>
          <strong className="font-semibold text-slate-900">{business.name}</strong> kalıcı olarak silinecek; yorumları ve herkese açık sayfası da
          kaldırılır. Bu işlem geri alınamaz.
        </>
      }
      confirmLabel="Sil"
      busyLabel="Siliniyor..."
      busy={busy}
      destructive
      onConfirm={() => void confirm()}
    />
  );
}
