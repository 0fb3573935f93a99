import { useEffect, useState } from "react";
import type { AdminCategory } from "~/lib/admin/admin-category";
import { CategoryDialog } from "./category-dialog";
import { useCategoryCall } from "./use-category-call";

interface CategoryEditDialogProps {
  category: AdminCategory | null;
  icons: string[];
  onClose: () => void;
}

/** Rename and icon. Saying what happens to the address keeps the admin from surprises. */
export function CategoryEditDialog({ category, icons, onClose }: CategoryEditDialogProps) {
  const [name, setName] = useState("");
  const [icon, setIcon] = useState("");
  const { busy, run } = useCategoryCall();
  useEffect(() => {
    setName(category?.name ?? "");
    setIcon(category?.icon ?? "");
  }, [category]);
  if (!category) return null;
  const save = async () => {
    const body = { ...(name.trim() !== category.name && { name }), ...(icon !== category.icon && { icon }) };
    if (Object.keys(body).length === 0) return onClose();
    if (await run("PATCH", `/api/admin/categories/${category.id}`, body, "Kategori kaydedildi")) onClose();
  };
  return (
    <CategoryDialog open onClose={onClose} title="Kategoriyi düzenle" submitLabel="Kaydet" busyLabel="Kaydediliyor..." busy={busy} onSubmit={save}>
      <label className="block text-sm font-medium text-slate-700">
        Kategori adı
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={100}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
        />
      </label>
      <p className="text-xs text-slate-500">
        Ad değişirse adres de değişir; eski adres (/category/{category.slug}) yenisine yönlendirilir ve eski adla gelen dosyalar bu kategoriye eklenir.
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Simge</legend>
        <div className="mt-2 grid grid-cols-8 gap-1" role="radiogroup" aria-label="Simge">
          {icons.map((choice) => (
            <button
              key={choice}
              type="button"
              role="radio"
              aria-checked={icon === choice}
              aria-label={`Simge ${choice}`}
              onClick={() => setIcon(choice)}
              className={`rounded-md border p-1 text-xl ${icon === choice ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600" : "border-slate-200 hover:bg-slate-50"}`}
            >
              {choice}
            </button>
          ))}
        </div>
      </fieldset>
    </CategoryDialog>
  );
}
