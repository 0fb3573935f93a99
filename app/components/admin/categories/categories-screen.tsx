import { useState } from "react";
import { Form } from "react-router";
import type { AdminCategoriesPage, AdminCategory, CategoryAlias, CategoryRef } from "~/lib/admin/admin-category";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { formatCount } from "~/components/admin/format";
import { CategoryAliases } from "./category-aliases";
import { CategoryEditDialog } from "./category-edit-dialog";
import { CategoryMergeDialog } from "./category-merge-dialog";
import { CategoryTable } from "./category-table";

interface CategoriesScreenProps extends AdminCategoriesPage {
  choices: CategoryRef[];
  aliases: CategoryAlias[];
  icons: string[];
}

function listHref(search: string, page: number): string {
  const query = new URLSearchParams();
  if (search) query.set("search", search);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/admin/categories${text ? `?${text}` : ""}`;
}

export function CategoriesScreen({ categories, total, page, pageSize, search, choices, aliases, icons }: CategoriesScreenProps) {
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [merging, setMerging] = useState<AdminCategory | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Kategoriler"
        description={`${formatCount(choices.length)} kategori. Yeniden adlandırın, simge seçin, benzer kategorileri birleştirin.`}
      />
      <Form method="get" role="search" className="mb-4 flex gap-2">
        <label className="sr-only" htmlFor="category-search">Kategori ara</label>
        <input
          id="category-search"
          name="search"
          defaultValue={search}
          placeholder="Kategori ara..."
          className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
        />
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">Ara</button>
      </Form>
      <CategoryTable categories={categories} onEdit={setEditing} onMerge={setMerging} />
      <AdminPagination page={page} total={total} pageSize={pageSize} hrefFor={(target) => listHref(search, target)} noun="kategori" />
      <CategoryAliases aliases={aliases} choices={choices} />
      <CategoryEditDialog category={editing} icons={icons} onClose={() => setEditing(null)} />
      <CategoryMergeDialog category={merging} choices={choices} onClose={() => setMerging(null)} />
    </>
  );
}
