// The business form of the back office: one schema for the edit dialog in the
// browser and for the API on the server, so both answer with the same Turkish
// messages. Browser-safe.
import { z } from "zod";
import { aboutFieldSchema } from "./about-field";

export const BUSINESS_FORM_MESSAGES = {
  name: "İşletme adı gerekli",
  categoryId: "Kategori seçimi gerekli",
  address: "Adres gerekli",
  email: "Geçersiz email",
  website: "Geçersiz URL",
  menuLink: "Geçersiz menü URL",
  orderLink: "Geçersiz sipariş URL",
  reservationLink: "Geçersiz rezervasyon URL",
  countryCode: "Geçersiz ülke kodu (iki harf, örn. TR)",
  text: "Metin olmalı",
  boolean: "Evet/hayır değeri olmalı",
} as const;

export const tooLongMessage = (max: number) => `En fazla ${max} karakter olabilir`;

const MAX_INT = 2_147_483_647;

/** Optional text: null and a missing key read as "", so clients may leave empty fields out. */
const optionalText = (max: number) =>
  z
    .string({ error: BUSINESS_FORM_MESSAGES.text })
    .trim()
    .max(max, tooLongMessage(max))
    .nullish()
    .transform((value) => value ?? "");

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));

/** Only web addresses a visitor can open: http(s) with a host, never `javascript:`. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const link = (message: string) => optionalText(2000).refine((value) => value === "" || isWebUrl(value), message);

const emailFormat = z.email();

const flag = (fallback: boolean) => z.boolean({ error: BUSINESS_FORM_MESSAGES.boolean }).default(fallback);

export const businessFormSchema = z.object({
  name: requiredText(200, BUSINESS_FORM_MESSAGES.name),
  // The select sends a string; "" (nothing chosen) reads as 0 and fails like a missing value.
  categoryId: z.coerce
    .number({ error: BUSINESS_FORM_MESSAGES.categoryId })
    .int(BUSINESS_FORM_MESSAGES.categoryId)
    .min(1, BUSINESS_FORM_MESSAGES.categoryId)
    .max(MAX_INT, BUSINESS_FORM_MESSAGES.categoryId),
  address: requiredText(500, BUSINESS_FORM_MESSAGES.address),
  street: optionalText(300),
  city: optionalText(120),
  state: optionalText(120),
  country: optionalText(120),
  countryCode: optionalText(10)
    .refine((value) => value === "" || /^[A-Za-z]{2}$/.test(value), BUSINESS_FORM_MESSAGES.countryCode)
    .transform((value) => value.toUpperCase()),
  postalCode: optionalText(20),
  phone: optionalText(50),
  email: optionalText(254).refine((value) => value === "" || emailFormat.safeParse(value).success, BUSINESS_FORM_MESSAGES.email),
  website: link(BUSINESS_FORM_MESSAGES.website),
  menuLink: link(BUSINESS_FORM_MESSAGES.menuLink),
  orderLink: link(BUSINESS_FORM_MESSAGES.orderLink),
  reservationLink: link(BUSINESS_FORM_MESSAGES.reservationLink),
  type: optionalText(120),
  /** HTML from the editor; the server sanitizes it before storing */
  description: optionalText(50_000),
  about: aboutFieldSchema,
  isOpen: flag(true),
  isVerified: flag(false),
});

/** What a client may send (strings from form fields, about as JSON text or an object). */
export type BusinessFormInput = z.input<typeof businessFormSchema>;
/** What the server stores: trimmed strings ("" for empty), about as sections. */
export type BusinessFormValues = z.output<typeof businessFormSchema>;
export type BusinessFormField = keyof BusinessFormValues;

export interface FieldIssue {
  path: string;
  message: string;
}

/** First message per field, from zod issues or from the API's `details`. */
export function fieldErrors(issues: ReadonlyArray<FieldIssue | { path: PropertyKey[]; message: string }>): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? String(issue.path[0] ?? "") : String(issue.path).split(".")[0]!;
    errors[path] ??= issue.message;
  }
  return errors;
}
