import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** Columns filled by the database (defaults, identities, triggers). */
type Auto<T> = ColumnType<T, T | undefined, T>;
type ReadOnly<T> = ColumnType<T, never, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string | undefined, T | string>;

export type WorkingHours = Record<string, string>;
export type AboutSections = Record<string, Record<string, boolean | string>>;

export interface CountriesTable {
  code: string;
  name: string;
  business_count: Auto<number>;
  created_at: Timestamp;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  country: string | null;
  country_code: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  time_zone: string | null;
  population: number | null;
  business_count: Auto<number>;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  icon: Auto<string>;
  business_count: Auto<number>;
  created_at: Timestamp;
}

/** An incoming category name sent to a category by the admin; `key` is `locus_category_key(name)`. */
export interface CategoryAliasesTable {
  id: Generated<number>;
  key: string;
  name: string;
  category_id: number;
  created_at: Timestamp;
}

/** An old category slug (before a rename or merge) and the category it now leads to. */
export interface CategoryRedirectsTable {
  slug: string;
  category_id: number;
  created_at: Timestamp;
}

export interface BusinessesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  sort_name: ReadOnly<string>;
  category_id: number | null;
  type: string | null;
  /** numeric(2,1), read as a decimal string */
  rating: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  review_count: Auto<number>;
  address: string | null;
  street: string | null;
  city: string | null;
  city_id: number | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  geo: ReadOnly<{ x: number; y: number } | null>;
  time_zone: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  photo_url: string | null;
  image_url: string | null;
  location_link: string | null;
  order_link: string | null;
  menu_link: string | null;
  reservation_link: string | null;
  reviews_link: string | null;
  description: string | null;
  about: Json<AboutSections>;
  working_hours: Json<WorkingHours>;
  is_verified: Auto<boolean>;
  is_open: Auto<boolean>;
  business_status: Auto<string>;
  /** 1 for a permanently closed business, else 0: the first sort key of every list after its group */
  closed_rank: ReadOnly<number>;
  /** names of the features of `about` whose value is true: what the feature filter reads */
  true_features: ReadOnly<string[]>;
  /**
   * What the Open Now filter reads, computed from working_hours and time_zone on every write
   * (open-hours-columns.ts): the week's open minutes since Monday 00:00 as int4multirange text
   * ("{[540,1020)}", "{}" when never open), and the zone they are read in. Null until computed.
   */
  open_minutes: string | null;
  open_zone: string | null;
  price_range: string | null;
  place_id: string | null;
  google_id: string | null;
  cid: string | null;
  global_row_number: Auto<number>;
  search_vector: ColumnType<string | null, never, never>;
  raw_import: Json<Record<string, unknown> | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When an import last carried the business; null if none has since the column exists. */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReviewsTable {
  id: Generated<number>;
  business_id: number;
  author_name: string | null;
  rating: number | null;
  comment: string | null;
  /** Null for an imported review whose file gave no date. */
  created_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The imported review's stable key (scraper id or content hash); null for others. */
  source_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdminUsersTable {
  id: Generated<number>;
  user_code: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Date | null;
}

export interface AdminSessionsTable {
  id: Generated<number>;
  token_hash: string;
  admin_user_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: Date;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_user_id: number | null;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  details: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  is_read: Auto<boolean>;
  created_at: Timestamp;
}

export interface SiteSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface HtmlInjectionsTable {
  id: string;
  name: string;
  description: string | null;
  code: Auto<string>;
  enabled: Auto<boolean>;
  position: "head" | "body-start" | "body-end";
  sort_order: Auto<number>;
  updated_at: Timestamp;
}

export interface AdSettingsTable {
  placement: "top" | "middle" | "bottom" | "sidebar" | "inline";
  enabled: Auto<boolean>;
  ad_client: Auto<string>;
  ad_slot: Auto<string>;
  ad_format: Auto<string>;
  ad_style: Json<Record<string, string>>;
  frequency: Auto<number>;
  updated_at: Timestamp;
}

export interface AdStatsDailyTable {
  day: string;
  placement: string;
  impressions: Auto<number>;
  clicks: Auto<number>;
}

/** Page views with ad events: counts per placement, as `{ "top": 1 }` (migration 011). */
export interface AdPageViewsTable {
  id: string;
  impressions: Auto<Record<string, number>>;
  clicks: Auto<Record<string, number>>;
  expires_at: Date;
}

export interface PricingPlansTable {
  id: Generated<number>;
  name: string;
  price: number;
  duration: number;
  features: Json<string[]>;
  max_ads: Auto<number>;
  priority_placement: Auto<boolean>;
  analytics_access: Auto<boolean>;
  custom_styling: Auto<boolean>;
  enabled: Auto<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BusinessSubscriptionsTable {
  id: Generated<number>;
  business_id: number;
  plan_id: number;
  price: number;
  starts_at: Timestamp;
  ends_at: Date | string;
  created_at: Timestamp;
}

export interface UrlSubmissionsTable {
  id: Generated<number>;
  url: string;
  engine: string;
  status: string;
  http_status: number | null;
  message: string | null;
  job_id: number | null;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  status: Auto<string>;
  total: number | null;
  done: Auto<number>;
  failed: Auto<number>;
  input: Json<Record<string, unknown>>;
  result: Json<Record<string, unknown> | null>;
  error: string | null;
  created_by: number | null;
  created_at: Timestamp;
  started_at: Date | null;
  finished_at: Date | null;
  queue_job_id: string | null;
  progress: Json<Record<string, unknown> | null>;
  cancel_requested_at: Date | null;
}

export interface ImportErrorsTable {
  id: Generated<number>;
  job_id: number;
  row_number: number;
  column_name: string;
  message: string;
  outcome: "skipped" | "dropped" | "repaired" | null;
}

export interface PageViewsTable {
  day: string;
  path_kind: string;
  views: Auto<number>;
}

/** One running (or lately stopped) Locus process; see migration 008. */
export interface ServerProcessesTable {
  id: string;
  hostname: string;
  pid: number;
  started_at: Timestamp;
  last_seen_at: Timestamp;
  stopped_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  requests: Auto<number>;
  server_errors: Auto<number>;
}

export interface Database {
  countries: CountriesTable;
  cities: CitiesTable;
  categories: CategoriesTable;
  category_aliases: CategoryAliasesTable;
  category_redirects: CategoryRedirectsTable;
  businesses: BusinessesTable;
  reviews: ReviewsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  site_settings: SiteSettingsTable;
  html_injections: HtmlInjectionsTable;
  ad_settings: AdSettingsTable;
  ad_stats_daily: AdStatsDailyTable;
  ad_page_views: AdPageViewsTable;
  pricing_plans: PricingPlansTable;
  business_subscriptions: BusinessSubscriptionsTable;
  url_submissions: UrlSubmissionsTable;
  jobs: JobsTable;
  import_errors: ImportErrorsTable;
  page_views: PageViewsTable;
  server_processes: ServerProcessesTable;
}

export type BusinessRow = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessUpdate = Updateable<BusinessesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type CityRow = Selectable<CitiesTable>;
export type CountryRow = Selectable<CountriesTable>;
export type ReviewRow = Selectable<ReviewsTable>;
