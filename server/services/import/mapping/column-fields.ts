// The Locus fields an admin may map a column to, with the labels the mapping step shows.
// Fields only Locus's own export may set (slug, row numbers, bookkeeping) are not offered:
// another file's column cannot mean them.
import { IMPORT_FIELDS, LOCUS_ONLY_FIELDS, type ImportField } from "../parse/alias-map";

/** A column the admin chose not to use: its values are kept with the record, never read into a field. */
export const IGNORE_COLUMN = "ignore";

export type MappableField = Exclude<ImportField, "slug" | "globalRowNumber" | "rawImport" | "recordTimestamp">;
export type ColumnChoice = MappableField | typeof IGNORE_COLUMN;

export const MAPPABLE_FIELDS = IMPORT_FIELDS.filter((field) => !LOCUS_ONLY_FIELDS.has(field)) as MappableField[];

export const FIELD_LABELS: Readonly<Record<MappableField, string>> = {
  name: "İşletme adı",
  categoryName: "Kategori",
  categoryIcon: "Kategori simgesi",
  type: "Tür",
  subtypes: "Alt türler",
  rating: "Puan",
  reviewCount: "Yorum sayısı",
  address: "Adres",
  borough: "İlçe / bölge",
  street: "Sokak",
  city: "Şehir",
  state: "Eyalet / il",
  postalCode: "Posta kodu",
  country: "Ülke",
  countryCode: "Ülke kodu",
  latitude: "Enlem",
  longitude: "Boylam",
  timeZone: "Saat dilimi",
  phone: "Telefon",
  email: "E-posta",
  website: "Web sitesi",
  photoUrl: "Fotoğraf bağlantısı",
  imageUrl: "Görsel bağlantısı",
  locationLink: "Harita bağlantısı",
  orderLink: "Sipariş bağlantısı",
  menuLink: "Menü bağlantısı",
  reservationLink: "Rezervasyon bağlantısı",
  reviewsLink: "Yorumlar bağlantısı",
  description: "Açıklama",
  about: "Hakkında",
  workingHours: "Çalışma saatleri",
  workingHoursOldFormat: "Çalışma saatleri (eski biçim)",
  isVerified: "Doğrulanmış",
  isOpen: "Açık mı",
  businessStatus: "İşletme durumu",
  permanentlyClosed: "Kalıcı olarak kapalı",
  temporarilyClosed: "Geçici olarak kapalı",
  priceRange: "Fiyat aralığı",
  placeId: "Google place_id",
  googleId: "Google kimliği",
  cid: "Google CID",
  completeAddress: "Tam adres (JSON)",
  statusText: "Durum metni",
};

export const IGNORE_LABEL = "Kullanma";

/** The choices of the mapping step's selects, in the order shown. */
export const COLUMN_CHOICES: readonly { value: ColumnChoice; label: string }[] = [
  { value: IGNORE_COLUMN, label: IGNORE_LABEL },
  ...MAPPABLE_FIELDS.map((field) => ({ value: field, label: FIELD_LABELS[field] })),
];

const CHOICES: ReadonlySet<string> = new Set<string>([IGNORE_COLUMN, ...MAPPABLE_FIELDS]);

export function isColumnChoice(value: string): value is ColumnChoice {
  return CHOICES.has(value);
}
