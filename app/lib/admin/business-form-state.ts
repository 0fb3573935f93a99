// The edit dialog's field values: every text field as a string (as inputs
// hold them), the category as the select's value, features as JSON text.
// The server reads a business the same way to fill fields a PATCH leaves out.
import { aboutToText } from "./about-field";
import type { AdminBusiness } from "./admin-business";

export const TEXT_FIELDS = [
  "name", "address", "street", "city", "state", "country", "countryCode", "postalCode",
  "phone", "email", "website", "menuLink", "orderLink", "reservationLink", "type",
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];

export type BusinessFormState = Record<TextField, string> & {
  categoryId: string;
  description: string;
  about: string;
  isOpen: boolean;
  isVerified: boolean;
};

/** The values of an existing business, or an empty form (open, not verified) for a new one. */
export function businessFormState(business: AdminBusiness | null): BusinessFormState {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, business?.[field] ?? ""])) as Record<TextField, string>;
  return {
    ...text,
    categoryId: business?.categoryId ? String(business.categoryId) : "",
    description: business?.description ?? "",
    about: aboutToText(business?.about),
    isOpen: business?.isOpen ?? true,
    isVerified: business?.isVerified ?? false,
  };
}
