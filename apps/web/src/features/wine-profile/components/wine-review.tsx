import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import { reviewOfWine, wineRatingLabel } from '@trg/contract/wine-reviews';
import { ReviewForm } from '../../../components/ui/review-form.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useCreateWineReview } from '../api/create-wine-review.ts';
import { useMyWineReviews } from '../api/get-my-wine-reviews.ts';

/**
 * The member's review of the wine (spec §4 'Reviews'): choosing a star rating reveals the comment box, typing a
 * comment reveals Submit; once submitted, or when the member reviewed this wine before, it shows read-only. Until an
 * item pouring the wine has started, `notOpen` says so in place of the form, as the event's review does.
 */
export function WineReview({ query, wine, notOpen }: { query: WineProfileQuery; wine: string; notOpen: string | null }) {
  const mine = useMyWineReviews();
  const create = useCreateWineReview(query);
  const review = create.data ?? (mine.data ? reviewOfWine(mine.data, query.wineId) : undefined);

  return (
    <section className="wine-profile__section wine-review" aria-labelledby="wine-review-title">
      <h2 id="wine-review-title">Your review of this wine</h2>
      <QueryStatus isLoading={mine.isPending} error={mine.error} onRetry={() => void mine.refetch()} what="your reviews" />
      {review && (
        <div className="wine-review__done">
          <StarRating label="Your rating" rating={review.rating} />
          <p>
            You rated it {review.rating} out of 5: {wineRatingLabel(review.rating)}.
          </p>
          <p className="pre-line">{review.comment}</p>
        </div>
      )}
      {mine.data && !review && notOpen && <p className="wine-review__not-open">{notOpen}</p>}
      {mine.data && !review && !notOpen && (
        <ReviewForm subject={wine} pending={create.isPending} error={create.error} onSubmit={(input) => create.mutate(input)} />
      )}
    </section>
  );
}
