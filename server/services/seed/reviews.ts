// The few recent reviews shown on a business page. Each business draws from
// its own random stream (seed, business id), so reviews can be generated in a
// second pass after the businesses without keeping the businesses in memory.
import { FIRST_NAMES, SURNAMES, type Culture } from "./name-words";
import type { Group } from "./description";
import { Random } from "./random";

/** Dates are derived from this fixed moment, never from the clock: same seed, same data. */
export const REFERENCE_TIME = Date.UTC(2026, 0, 1);
const TWO_YEARS_SECONDS = 730 * 24 * 3600;
/** Keeps review streams apart from the business stream (stream 0). */
const REVIEW_STREAM_OFFSET = 0x40000000;

const CULTURES = Object.keys(FIRST_NAMES) as Culture[];

const POSITIVE: Record<Group, readonly string[]> = {
  food: ["Delicious food and very friendly staff.", "Best pizza I've had in a long time!", "Great atmosphere, we will definitely come back.", "Generous portions and fair prices.", "The dessert alone is worth the visit.", "Fast service even when it was busy."],
  lodging: ["Clean room, comfortable bed, great location.", "Staff were incredibly helpful during our stay.", "Excellent breakfast and quiet rooms.", "Would stay here again without hesitation."],
  shop: ["Great selection and helpful staff.", "Found exactly what I was looking for.", "Good prices and quick checkout.", "Lovely little shop, highly recommended."],
  service: ["Very professional and on time.", "Explained everything clearly, fair price.", "Friendly team, excellent work.", "Quick appointment and great result."],
  visit: ["A must-see when you are in town.", "Beautiful place, plan at least two hours.", "Great for kids and adults alike."],
};
const MIXED = ["Good overall, but a bit pricey.", "Nice place, service was slow this time.", "Decent, nothing special.", "OK experience, parking is difficult.", "Some things were great, others not so much."];
const NEGATIVE = ["Waited too long and nobody apologised.", "Not worth the money.", "Disappointing experience, will not return.", "Staff seemed uninterested.", "Not as described, very disappointed."];

export interface SeedReview {
  businessId: number;
  authorName: string | null;
  rating: number;
  comment: string | null;
  createdAt: string;
}

function authorName(random: Random): string | null {
  if (random.chance(0.1)) return null; // the page shows "Anonymous"
  const culture = random.pick(CULTURES);
  const first = random.pick(FIRST_NAMES[culture]);
  const last = random.pick(SURNAMES[culture]);
  return random.chance(0.5) ? `${first} ${last.charAt(0)}.` : `${first} ${last}`;
}

function comment(rating: number, group: Group, random: Random): string | null {
  if (random.chance(0.12)) return null;
  if (rating >= 4) return random.pick(POSITIVE[group]);
  return rating === 3 ? random.pick(MIXED) : random.pick(NEGATIVE);
}

/** `count` reviews of a business whose average rating is `businessRating` (1.0-5.0). */
export function businessReviews(
  seed: number,
  businessId: number,
  businessRating: number,
  group: Group,
  count: number,
): SeedReview[] {
  const random = new Random(seed, REVIEW_STREAM_OFFSET + businessId);
  const reviews: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = Math.min(5, Math.max(1, Math.round(random.normal(businessRating, 0.8))));
    const ageSeconds = random.int(0, TWO_YEARS_SECONDS);
    reviews.push({
      businessId,
      authorName: authorName(random),
      rating,
      comment: comment(rating, group, random),
      createdAt: new Date(REFERENCE_TIME - ageSeconds * 1000).toISOString(),
    });
  }
  return reviews;
}
