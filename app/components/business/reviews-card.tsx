import { dayMonthYear } from "~/lib/site";
import { StarRating } from "~/components/star-rating";
import type { BusinessDetail, Review } from "~/lib/business";
import { thousands } from "~/lib/format";
import { DetailCard } from "./detail-card";
import { ExternalLink } from "./external-link";
import { FOCUS_RING } from "./links";

export const REVIEWS_SHOWN = 3;
/** A review imported without stars is shown with five, as the listing sites do. */
const DEFAULT_REVIEW_STARS = 5;

/** "1 October 2026", in UTC so the server and the browser print the same day. */
function reviewDate(iso: string): string {
  return dayMonthYear(new Date(iso));
}

type ReviewsInput = Pick<BusinessDetail, "rating" | "reviewCount" | "reviews" | "reviewsLink">;

/** Only for rated businesses: the average, the count and the most recent reviews. */
export function ReviewsCard({ business }: { business: ReviewsInput }) {
  const rating = Number(business.rating);
  if (!(rating > 0)) return null;
  return (
    <DetailCard id="reviews-title" title="Customer Reviews">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-5xl font-bold text-slate-900">{rating.toFixed(1)}</p>
        <div>
          <StarRating rating={rating} size="lg" />
          <p className="text-sm text-slate-600">
            Based on {thousands(business.reviewCount)} {business.reviewCount === 1 ? "review" : "reviews"}
          </p>
        </div>
      </div>
      {business.reviews.length > 0 ? (
        <ul className="mt-5 divide-y divide-slate-100">
          {business.reviews.slice(0, REVIEWS_SHOWN).map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {business.reviewsLink ? (
        <ExternalLink
          href={business.reviewsLink}
          className={`mt-4 inline-block rounded font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
        >
          View All Reviews on Google
        </ExternalLink>
      ) : null}
    </DetailCard>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const author = review.authorName?.trim() || "Anonymous";
  return (
    <li className="flex gap-3 py-4">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
      >
        {[...author][0]?.toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-medium text-slate-900">{author}</p>
          {review.createdAt ? (
            <time dateTime={review.createdAt} className="text-xs text-slate-500">{reviewDate(review.createdAt)}</time>
          ) : null}
        </div>
        <StarRating rating={review.rating ?? DEFAULT_REVIEW_STARS} />
        <p className="mt-1 break-words text-sm text-slate-700">{review.comment?.trim() || "No comment provided."}</p>
      </div>
    </li>
  );
}
