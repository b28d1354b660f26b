import { z } from './zod.ts';
import { inputObject, multiLineText } from './text.ts';
import { RATING_LABELS, type RatingValue } from './lists/ratings.ts';
import { RATING_MESSAGE, REVIEW_COMMENT_MAX } from './reviews.ts';

/**
 * A member's reviews of wines (spec part 2 §3 'Reviews', §4, §7): a 1-5 star rating and a comment, one per
 * member and wine, under the spec's names (`winesReviewd`, typo included). The rules are the event review's
 * (reviews.ts): the same scale, messages and comment limit.
 */

const COMMENT_REQUIRED = 'Please add a comment.';

/** 1 to 5; a form's "4" is read as 4. */
const rating = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: RATING_MESSAGE }).int({ error: RATING_MESSAGE }).min(1, { error: RATING_MESSAGE }).max(5, { error: RATING_MESSAGE }),
);

/**
 * POST /api/wine-profile/create-wine-review/{id}, {id} the wine. The spec's flow asks for a comment before the
 * submit button shows, so the comment is required here as for events. A second review of the same wine by
 * the same member is refused (409), as the review then shows read-only.
 */
export const CreateWineReviewSchema = inputObject({
  rating,
  comment: multiLineText(COMMENT_REQUIRED)
    .trim()
    .min(1, { error: COMMENT_REQUIRED })
    .max(REVIEW_COMMENT_MAX, { error: `The comment can be at most ${REVIEW_COMMENT_MAX} characters.` }),
});
export type CreateWineReviewInput = z.input<typeof CreateWineReviewSchema>;
export type CreateWineReview = z.output<typeof CreateWineReviewSchema>;

export const WineReviewSchema = z.object({
  wineId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
});
export type WineReview = z.infer<typeof WineReviewSchema>;

/**
 * GET /api/wine-profile/get-wine-reviews/: the signed-in member's own wine reviews; `winesReviewd` lists the
 * ids of the wines they reviewed (the same wines as `reviews`), so a page can tell at once whether to show
 * the stars or the read-only review.
 */
export const MyWineReviewsSchema = z
  .object({
    winesReviewd: z.array(z.number().int()),
    reviews: z.array(WineReviewSchema),
  })
  .refine(
    (answer) =>
      answer.winesReviewd.length === answer.reviews.length && answer.reviews.every((review) => answer.winesReviewd.includes(review.wineId)),
    { error: 'winesReviewd must list the wines of reviews.' },
  );
export type MyWineReviews = z.infer<typeof MyWineReviewsSchema>;

/** The member's review of one wine, or undefined. */
export function reviewOfWine(answer: MyWineReviews, wineId: number): WineReview | undefined {
  return answer.reviews.find((review) => review.wineId === wineId);
}

/**
 * The words of a wine rating. The spec says wine ratings have labels without showing them; they are taken to
 * be the event scale's: 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent.
 */
export function wineRatingLabel(rating: number): string | undefined {
  return isRatingValue(rating) ? RATING_LABELS[rating] : undefined;
}

function isRatingValue(value: number): value is RatingValue {
  return Object.hasOwn(RATING_LABELS, value);
}
