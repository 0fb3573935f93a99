// The reviews a scraper wrote with a place. gosom puts a list under user_reviews (and a
// longer one under user_reviews_extended): JSON text in a CSV cell, "/"-flattened paths
// (user_reviews/0/Name ...) once a JSON Lines file is read. Apify writes reviews[], read
// as reviews/0/name, reviews/0/stars, reviews/0/text, reviews/0/publishedAtDate ...
import { createHash } from "node:crypto";
import { cellText, plainValue } from "./cell-value";
import { parseNumber } from "./field-values";
import { headerKey } from "./header-key";
import { setOwn } from "./own-property";
import { parseLooseValue } from "./python-literal";
import { reviewDate, scrapeTime } from "./review-dates";

/** Reviews kept per business: the newest ones. */
export const MAX_REVIEWS_PER_BUSINESS = 20;

export interface ImportReview {
  /** Stable across imports of the file and re-scrapes: the scraper's review id, else a hash. */
  key: string;
  author: string | null;
  /** 1–5 stars */
  rating: number | null;
  text: string | null;
  /** ISO time; null when the file gives no readable date. */
  date: string | null;
}

/** Lists a scraper writes whole, as JSON (or Python) text in one cell. */
const TEXT_LISTS: ReadonlySet<string> = new Set(["userreviews", "userreviewsextended"]);
const ITEM_PATH = /^(userreviews|userreviewsextended|reviews)\/(\d+)\/([^/]+)$/;
/** Deeper paths of a review (its images, its owner's answer) are not review fields, but still review cells. */
const REVIEW_PATH = /^(userreviews|userreviewsextended|reviews)\/\d+\//;

const FIELDS = {
  id: ["reviewid"],
  author: ["name", "author", "authorname", "username"],
  // Apify fills "stars" and leaves "rating" null; gosom writes "Rating".
  rating: ["stars", "rating"],
  text: ["description", "text", "reviewtext"],
  date: ["publishedatdate", "when", "date", "publishat"],
} as const;

type Item = Record<string, unknown>;

type HeaderRole =
  | { kind: "scrapeTime" }
  | { kind: "list" }
  | { kind: "item"; item: string; field: string }
  | { kind: "otherReviewCell" }
  | { kind: "none" };

/**
 * Every row of a file has the same headers: each is classified once, not once per row (a
 * million-row file would otherwise fold a hundred million header names). Bounded, since
 * headers differ from file to file.
 */
const roles = new Map<string, HeaderRole>();
const MAX_REMEMBERED_HEADERS = 20_000;

function roleOf(header: string): HeaderRole {
  let role = roles.get(header);
  if (role) return role;
  const key = headerKey(header);
  const path = ITEM_PATH.exec(key);
  role = key === "scrapedat" ? { kind: "scrapeTime" }
    : TEXT_LISTS.has(key) ? { kind: "list" }
    : path ? { kind: "item", item: `${path[1]}/${path[2]}`, field: path[3]! }
    : REVIEW_PATH.test(key) ? { kind: "otherReviewCell" }
    : { kind: "none" };
  if (roles.size >= MAX_REMEMBERED_HEADERS) roles.clear();
  roles.set(header, role);
  return role;
}

/** Every review of the row, each once, the newest MAX_REVIEWS_PER_BUSINESS first. */
export function fileReviews(row: Record<string, unknown>, now: Date = new Date()): ImportReview[] {
  const items: Item[] = [];
  const flattened = new Map<string, Item>();
  let scraped: { value: unknown } | null = null;
  for (const header of Object.keys(row)) {
    const role = roleOf(header);
    if (role.kind === "none" || role.kind === "otherReviewCell") continue;
    const value = row[header];
    if (role.kind === "scrapeTime") scraped = { value };
    else if (role.kind === "list") items.push(...listIn(value));
    else {
      let item = flattened.get(role.item);
      if (!item) flattened.set(role.item, (item = {}));
      setOwn(item, role.field, value);
    }
  }
  // Most rows carry no review: nothing more to do for them.
  if (items.length === 0 && flattened.size === 0) return [];
  const reference = scraped ? scrapeTime(scraped.value, now) : now;
  const reviews = [...items.map(byFieldKey), ...flattened.values()]
    .map((item) => toReview(item, reference))
    .filter((review): review is ImportReview => review !== null);
  return newestReviews(reviews);
}

/** Whether a column of the row holds (part of) its reviews: kept as review rows, not as raw data. */
export function isReviewCell(header: string): boolean {
  const { kind } = roleOf(header);
  return kind === "list" || kind === "item" || kind === "otherReviewCell";
}

/** Each review once (by key, first kept), newest first, undated last, at most the cap. */
export function newestReviews(reviews: readonly ImportReview[]): ImportReview[] {
  const seen = new Set<string>();
  const distinct = reviews.filter((review) => !seen.has(review.key) && seen.add(review.key));
  // Stable sort: reviews of one date (or none) keep the file's order.
  return distinct.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "")).slice(0, MAX_REVIEWS_PER_BUSINESS);
}

function listIn(value: unknown): Item[] {
  let list = plainValue(value);
  if (typeof list === "string") list = parseLooseValue(list);
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is Item => item !== null && typeof item === "object" && !Array.isArray(item));
}

/** Keys spelled as flattened paths are: "Name" -> "name", "publishedAtDate" -> "publishedatdate". */
function byFieldKey(item: Item): Item {
  const keyed: Item = {};
  for (const [key, value] of Object.entries(item)) setOwn(keyed, headerKey(key), value);
  return keyed;
}

function first(item: Item, names: readonly string[]): unknown {
  for (const name of names) {
    const value = Object.hasOwn(item, name) ? item[name] : undefined;
    if (cellText(value) !== null) return value;
  }
  return undefined;
}

/** A review with neither text nor stars says nothing: null. */
function toReview(item: Item, reference: Date): ImportReview | null {
  const text = cellText(first(item, FIELDS.text));
  const stars = parseNumber(first(item, FIELDS.rating));
  const rating = stars !== null && stars >= 1 && stars <= 5 ? Math.round(stars) : null;
  if (text === null && rating === null) return null;
  const author = cellText(first(item, FIELDS.author));
  const writtenDate = first(item, FIELDS.date);
  const date = reviewDate(writtenDate, reference);
  const id = cellText(first(item, FIELDS.id));
  return { key: id ?? contentKey(author, cellText(writtenDate), text), author, rating, text, date: date?.toISOString() ?? null };
}

/**
 * Without the scraper's id, the review is known by author, date and text. The date as the
 * file writes it, not as resolved: "2 months ago" resolves differently at every import,
 * and the same file imported again must give the same key.
 */
function contentKey(author: string | null, date: string | null, text: string | null): string {
  return `sha256:${createHash("sha256").update(JSON.stringify([author, date, text])).digest("hex").slice(0, 32)}`;
}
