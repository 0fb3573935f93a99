// The clean business record one spreadsheet row becomes, and the problems found on the way.
import type { WorkingHoursMap } from "../../../../app/lib/hours";
import type { ImportRowError } from "../../../../app/lib/admin/import-job";
import type { AboutSections } from "../../../db/types";
import type { ImportReview } from "./file-reviews";

export type BusinessStatus = "OPERATIONAL" | "CLOSED_TEMPORARILY" | "CLOSED_PERMANENTLY";

/** Every business field, typed; null where the row had no (valid) value. */
export interface ImportRecord {
  name: string;
  /** Only from Locus's own export, so a round trip keeps every page address. */
  slug: string | null;
  /** Only from Locus's own export: the upload order shown in the back office. */
  globalRowNumber: number | null;
  categoryName: string | null;
  categoryIcon: string | null;
  type: string | null;
  /** 0–5, one decimal */
  rating: number | null;
  reviewCount: number | null;
  address: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  /** ISO 3166-1 alpha-2, upper case */
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  photoUrl: string | null;
  imageUrl: string | null;
  locationLink: string | null;
  orderLink: string | null;
  menuLink: string | null;
  reservationLink: string | null;
  reviewsLink: string | null;
  /** As written, possibly HTML: sanitized before storage by the caller. */
  description: string | null;
  about: AboutSections | null;
  workingHours: WorkingHoursMap | null;
  isVerified: boolean | null;
  isOpen: boolean | null;
  businessStatus: BusinessStatus | null;
  priceRange: string | null;
  placeId: string | null;
  googleId: string | null;
  /** Digits as text: Google's ids exceed JavaScript's safe integers. */
  cid: string | null;
  /** Header -> value of columns Locus has no field for, so nothing in the file is lost. */
  raw: Record<string, unknown>;
  /** The reviews the scraper wrote with the place, newest first (review cells stay out of `raw` once staged). */
  reviews: ImportReview[];
}

/** One problem in one cell; the row goes on without the value (or is skipped when its name is missing). */
export type RowError = ImportRowError;

/** Where merged rows keep the emails after the first (contact enrichment gives one row per email). */
export const ADDITIONAL_EMAILS_KEY = "additionalEmails";
