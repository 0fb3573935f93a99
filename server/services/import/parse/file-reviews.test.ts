import { describe, expect, it } from "vitest";
import { detectFormat } from "./aliases";
import { fileReviews, isReviewCell, MAX_REVIEWS_PER_BUSINESS } from "./file-reviews";
import { normalizeRow } from "./normalize-row";

const IMPORT_TIME = new Date("2026-11-25T05:00:00.000Z");

describe("gosom user_reviews as JSON text in a CSV cell", () => {
  const cell = JSON.stringify([
    {
      Name: "Panayiotis JT", ProfilePicture: "https://lh3.googleusercontent.com/a-/x=s120", Rating: 3,
      Description: "Lovely view outside of restaurant.", Images: ["www.google.com/local/imagery/report/?x"], When: "2022-12-7",
    },
    { Name: "quoc phuong", ProfilePicture: "", Rating: 5, Description: "", Images: null, When: "" },
    { Name: "Nobody", Rating: 0, Description: "", Images: null, When: "2024-1-2" },
    { Name: "Later", Rating: 4, Description: "Good", Images: null, When: "2024-10-2" },
  ]);

  it("gives author, stars, text and date; a review with neither text nor stars is no review", () => {
    const reviews = fileReviews({ title: "Taverna", user_reviews: cell }, IMPORT_TIME);
    expect(reviews.map(({ author, rating, text, date }) => ({ author, rating, text, date }))).toEqual([
      { author: "Later", rating: 4, text: "Good", date: "2024-10-02T00:00:00.000Z" },
      { author: "Panayiotis JT", rating: 3, text: "Lovely view outside of restaurant.", date: "2022-12-07T00:00:00.000Z" },
      { author: "quoc phuong", rating: 5, text: null, date: null },
    ]);
  });

  it("keys each review by its content, the same at every import", () => {
    const first = fileReviews({ user_reviews: cell }, IMPORT_TIME).map((review) => review.key);
    const again = fileReviews({ user_reviews: cell }, new Date("2027-01-01T00:00:00Z")).map((review) => review.key);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(3);
    expect(first[0]).toMatch(/^sha256:[0-9a-f]{32}$/);
  });

  it("reads a Python literal as well, and ignores a cell that is no list", () => {
    expect(fileReviews({ user_reviews: "[{'Name': 'A', 'Rating': 5, 'Description': None, 'When': ''}]" })).toHaveLength(1);
    expect(fileReviews({ user_reviews: "not a list" })).toEqual([]);
    expect(fileReviews({ user_reviews: "null" })).toEqual([]);
  });
});

describe("gosom JSON Lines, flattened by the reader", () => {
  const row = {
    title: "Panda Express",
    "user_reviews/0/Name": "Captain Thai",
    "user_reviews/0/Rating": 1,
    "user_reviews/0/Description": "I felt really bad about the experience with this service.",
    "user_reviews/0/Images/0": "www.google.com/local/imagery/report/?fid=0x0:0x1ff1b61a3a380a8c",
    "user_reviews/0/When": "2025-6-28",
    "user_reviews/1/Name": "Dhehxj Shehxj",
    "user_reviews/1/Rating": 5,
    "user_reviews/1/Description": "Jenifer Was very kind to us.",
    "user_reviews/1/When": "",
    // The extended list repeats the short one first.
    "user_reviews_extended/0/Name": "Captain Thai",
    "user_reviews_extended/0/Rating": 1,
    "user_reviews_extended/0/Description": "I felt really bad about the experience with this service.",
    "user_reviews_extended/0/When": "2025-6-28",
    "user_reviews_extended/1/Name": "Someone",
    "user_reviews_extended/1/Rating": 4,
    "user_reviews_extended/1/When": "2026-1-5",
  };

  it("rebuilds each review from its paths and counts a repeated one once", () => {
    const reviews = fileReviews(row, IMPORT_TIME);
    expect(reviews.map((review) => [review.author, review.rating, review.date])).toEqual([
      ["Someone", 4, "2026-01-05T00:00:00.000Z"],
      ["Captain Thai", 1, "2025-06-28T00:00:00.000Z"],
      ["Dhehxj Shehxj", 5, null],
    ]);
  });

  it("keeps the newest reviews only, up to the cap", () => {
    const many: Record<string, unknown> = { title: "Busy" };
    for (let index = 0; index < MAX_REVIEWS_PER_BUSINESS + 5; index++) {
      many[`user_reviews_extended/${index}/Name`] = `Author ${index}`;
      many[`user_reviews_extended/${index}/Rating`] = 5;
      many[`user_reviews_extended/${index}/When`] = `2025-1-${index + 1}`;
    }
    const reviews = fileReviews(many, IMPORT_TIME);
    expect(reviews).toHaveLength(MAX_REVIEWS_PER_BUSINESS);
    expect(reviews[0]!.date).toBe("2025-01-25T00:00:00.000Z");
    expect(reviews.at(-1)!.date).toBe("2025-01-06T00:00:00.000Z");
  });
});

describe("Apify reviews[]", () => {
  const row = {
    title: "Schäferei",
    scrapedAt: "2025-05-20T13:00:04.889Z",
    "reviews/0/reviewerId": "109398955388631873059",
    "reviews/0/name": "Günther Stangenberg",
    "reviews/0/text": "Sehr ruhiger Stellplatz.",
    "reviews/0/publishAt": "vor einem Monat",
    "reviews/0/publishedAtDate": "2025-04-07T07:17:11.411Z",
    "reviews/0/reviewId": "ChZDSUhNMG9nS0VJQ0FnTURJcEtqTlpBEAE",
    "reviews/0/stars": 4,
    "reviews/0/responseFromOwnerText": "Danke!",
    // No text (null is dropped by the reader), stars only.
    "reviews/1/name": "Isha !",
    "reviews/1/publishedAtDate": "2020-11-17T19:56:09.053Z",
    "reviews/1/reviewId": "ChdDSUhNMG9nS0VJQ0FnSUNpNTZ6Si1nRRAB",
    "reviews/1/stars": 5,
    // Only Google's relative text: resolved against the row's scrape time.
    "reviews/2/name": "Relative",
    "reviews/2/text": "Fine",
    "reviews/2/publishAt": "2 months ago",
    "reviews/2/reviewId": "relative-id",
  };

  it("takes name, stars, text, publishedAtDate, and the review id as key", () => {
    expect(fileReviews(row, IMPORT_TIME)).toEqual([
      { key: "ChZDSUhNMG9nS0VJQ0FnTURJcEtqTlpBEAE", author: "Günther Stangenberg", rating: 4, text: "Sehr ruhiger Stellplatz.", date: "2025-04-07T07:17:11.411Z" },
      { key: "relative-id", author: "Relative", rating: null, text: "Fine", date: "2025-03-20T13:00:04.889Z" },
      { key: "ChdDSUhNMG9nS0VJQ0FnSUNpNTZ6Si1nRRAB", author: "Isha !", rating: 5, text: null, date: "2020-11-17T19:56:09.053Z" },
    ]);
  });

  it("resolves relative dates against the import time when the row has no scrape time", () => {
    const { scrapedAt: _scrapedAt, ...withoutScrapeTime } = row;
    const relative = fileReviews(withoutScrapeTime, IMPORT_TIME).find((review) => review.key === "relative-id");
    expect(relative?.date).toBe("2026-09-25T05:00:00.000Z");
  });

  it("comes out of the row parser as the record's reviews", () => {
    const { columns } = detectFormat(Object.keys(row));
    const { record } = normalizeRow(row, columns, 2);
    expect(record?.reviews.map((review) => review.key)).toEqual(["ChZDSUhNMG9nS0VJQ0FnTURJcEtqTlpBEAE", "relative-id", "ChdDSUhNMG9nS0VJQ0FnSUNpNTZ6Si1nRRAB"]);
  });
});

describe("isReviewCell", () => {
  it("names the review columns, not the review count or link", () => {
    for (const header of ["user_reviews", "user_reviews_extended", "user_reviews/0/Images/0", "reviews/3/reviewImageUrls/0", "reviews/0/name"]) {
      expect(isReviewCell(header), header).toBe(true);
    }
    for (const header of ["reviews", "reviewsCount", "review_count", "reviews_link", "reviewsDistribution/oneStar"]) {
      expect(isReviewCell(header), header).toBe(false);
    }
  });
});
