import { useEffect, useState } from "react";
import type { AdminCategory, CategoryRef } from "~/lib/admin/admin-category";
import { formatCount } from "~/components/admin/format";
import { CategoryDialog } from "./category-dialog";
import { useCategoryCall } from "./use-category-call";

interface CategoryMergeDialogProps {
  category: AdminCategory | null;
  choices: CategoryRef[];
  onClose: () => void;
}

/** Merge into another category; a look-alike (same name but case, accents or plural) is offered first. */
export function CategoryMergeDialog({ category, choices, onClose }: CategoryMergeDialogProps) {
  const [targetId, setTargetId] = useState("");
  const { busy, run } = useCategoryCall();
  useEffect(() => setTargetId(category?.similar[0] ? String(category.similar[0].id) : ""), [category]);
  if (!category) return null;
  const merge = async () => {
    if (!targetId) return;
    const done = `${category.name} birleştirildi`;
    if (await run("POST", `/api/admin/categories/${category.id}/merge`, { targetId: Number(targetId) }, done)) onClose();
  };
  return (
    <CategoryDialog open onClose={onClose} title={`${category.name} birleştir`} submitLabel="Birleştir" busyLabel="Birleştiriliyor..." busy={busy} destructive onSubmit={merge}>
      <label className="block text-sm font-medium text-slate-700">
        Hedef kategori
        <select
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
          required
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
        >
          <option value="">Kategori seçin</option>
          {choices.filter((choice) => choice.id !== category.id).map((choice) => (
            <option key={choice.id} value={choice.id}>{choice.name}</option>
          ))}
        </select>
      </label>
      <p className="text-sm text-slate-600">
        {formatCount(category.businessCount)} işletme hedef kategoriye taşınacak, <strong>{category.name}</strong> silinecek ve
        adresi (/category/{category.slug}) hedefe yönlendirilecek. Bu işlem geri alınamaz.
      </p>
    </CategoryDialog>
  );
}
