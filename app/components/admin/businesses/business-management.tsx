import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { formatCount } from "~/components/admin/format";
import { ADMIN_PAGE_SIZE, adminListQuery, type AdminBusiness, type AdminBusinessPage, type AdminListState } from "~/lib/admin/admin-business";
import type { Category, Country } from "~/lib/catalog";
import { AdminPagination } from "../admin-pagination";
import { BusinessDialog } from "./business-dialog";
import { BusinessFilters } from "./business-filters";
import { BusinessTable } from "./business-table";
import { DeleteBusinessDialog } from "./delete-business-dialog";
import { RangeExport } from "./range-export";
import { RowNumberSwitch } from "./row-number-switch";

interface BusinessManagementProps {
  list: AdminBusinessPage;
  state: AdminListState;
  categories: Category[];
  countries: Country[];
}

/** The /admin/businesses screen: filters, the table, paging, and the edit, create and delete dialogs. */
export function BusinessManagement({ list, state, categories, countries }: BusinessManagementProps) {
  const revalidator = useRevalidator();
  // undefined: no dialog; null: the empty form for a new business.
  const [editing, setEditing] = useState<AdminBusiness | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminBusiness | null>(null);
  const [globalNumbers, setGlobalNumbers] = useState(false);
  const filtered = state.search !== "" || state.categoryId !== null || state.countryCode !== "";
  const first = list.offset + 1;
  const last = list.offset + list.businesses.length;

  return (
    <div className="space-y-4">
      <AdminPageHeader
        title="İşletme Yönetimi"
        description={`${filtered ? "Filtreyle eşleşen" : "Toplam"} ${formatCount(list.total)} işletme`}
        actions={
          <button
            type="button"
            onClick={() => setEditing(null)}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            <span aria-hidden="true">+ </span>Yeni İşletme
          </button>
        }
      />
      <BusinessFilters state={state} categories={categories} countries={countries} />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p aria-live="polite">
          {list.businesses.length > 0 ? `${formatCount(list.total)} işletmeden ${formatCount(first)}–${formatCount(last)} arası gösteriliyor` : null}
        </p>
        <RowNumberSwitch checked={globalNumbers} onChange={setGlobalNumbers} />
      </div>
      <BusinessTable businesses={list.businesses} offset={list.offset} showGlobalNumbers={globalNumbers} onEdit={setEditing} onDelete={setDeleting} />
      <AdminPagination
        page={state.page}
        total={list.total}
        pageSize={ADMIN_PAGE_SIZE}
        hrefFor={(page) => `/admin/businesses${adminListQuery({ ...state, page })}`}
        noun="işletme"
      />
      <RangeExport state={state} />
      {editing !== undefined ? (
        <BusinessDialog
          key={editing?.id ?? "new"}
          business={editing}
          categories={categories}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void revalidator.revalidate();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteBusinessDialog
          business={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </div>
  );
}
