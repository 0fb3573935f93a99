// What the analytics screen shows, shared by the server that measures it and
// the screen that draws it. Browser-safe.

/** Kinds of public page the daily counters distinguish, with their Turkish names. */
export const PAGE_KIND_LABELS = {
  home: "Ana sayfa",
  business: "İşletme detayı",
  businesses: "İşletme listesi",
  category: "Kategori sayfaları",
  categories: "Kategoriler",
  city: "Şehir sayfaları",
  cities: "Şehirler",
  info: "Bilgi sayfaları",
} as const;

export type PageKind = keyof typeof PAGE_KIND_LABELS;
export const PAGE_KINDS = Object.keys(PAGE_KIND_LABELS) as PageKind[];

export interface DailyViews {
  /** YYYY-MM-DD, UTC */
  day: string;
  views: number;
}

export interface PageViewSeries {
  /** One entry per day, oldest first, days without views included as 0. */
  days: DailyViews[];
  byKind: Record<PageKind, number>;
  total: number;
  today: number;
  lastSevenDays: number;
}

export interface RankedPlace {
  name: string;
  slug: string;
  businessCount: number;
  /** the country, for cities */
  detail?: string | null;
}

export interface AnalyticsOverview {
  totalBusinesses: number;
  categories: number;
  cities: number;
  countries: number;
  verified: number;
  reviews: number;
  /** mean rating of the rated businesses; null when none is rated */
  averageRating: number | null;
  topCategories: RankedPlace[];
  topCities: RankedPlace[];
  pageViews: PageViewSeries;
}
