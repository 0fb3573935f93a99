// The dialog's calls to the business API; a refused one throws an ApiError whose
// `statusLine` is the spec's '{status}: {message}' and whose details are the field messages.
import { adminRequest } from "~/components/admin/admin-request";
import type { AdminBusiness } from "~/lib/admin/admin-business";
import type { BusinessFormValues } from "~/lib/admin/business-form";

/** PATCH /api/businesses/{id} for an edit, POST /api/businesses for a new one. */
export function saveBusiness(id: number | null, values: BusinessFormValues): Promise<AdminBusiness> {
  if (id === null) return adminRequest<AdminBusiness>("POST", "/api/businesses", values);
  return adminRequest<AdminBusiness>("PATCH", `/api/businesses/${id}`, values);
}

export async function deleteBusinessById(id: number): Promise<void> {
  await adminRequest<null>("DELETE", `/api/businesses/${id}`);
}
