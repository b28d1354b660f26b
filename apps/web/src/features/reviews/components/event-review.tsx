import type { CatalogKind } from '@trg/contract/catalog-rules';
import { ReviewForm } from '../../../components/ui/review-form.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useEventReview } from '../api/get-event-review.ts';
import { useCreateEventReview } from '../api/create-event-review.ts';
import './reviews.css';

/**
 * The member's review of an event or experience they bought. Choosing a rating reveals the comment box,
 * typing reveals Submit; once submitted (or already reviewed) the review shows read-only. `onReviewed` reloads
 * what shows the item's rating.
 */
export function EventReview({
  itemId,
  kind,
  onReviewed,
  opensLater = false,
}: {
  itemId: number;
  kind: CatalogKind;
  onReviewed: () => Promise<unknown>;
  /** True before the item starts: reviews open once guests have been. */
  opensLater?: boolean;
}) {
  const review = useEventReview(itemId);
  const create = useCreateEventReview(itemId, onReviewed);
  const noun = kind === 'event' ? 'Event' : 'Experience';

  return (
    <section className="event-review" aria-labelledby="review-title">
      <h2 id="review-title">Your review</h2>
      <QueryStatus isLoading={review.isPending} error={review.error} onRetry={() => void review.refetch()} what="your review" />
      {review.data?.eventReviewExists && (
        <div className="event-review__done">
          <StarRating label="Your rating" rating={review.data.rating ?? 0} />
          <p className="event-review__comment">{review.data.comment}</p>
          <p className="muted">Thank you: your review helps other guests choose.</p>
        </div>
      )}
      {review.data && !review.data.eventReviewExists && !review.data.canReview && (
        <p className="muted">
          {opensLater
            ? `Reviews open once the ${kind} has started: come back after you have been.`
            : 'Reviews are open to guests with a paid booking.'}
        </p>
      )}
      {review.data && !review.data.eventReviewExists && review.data.canReview && (
        <ReviewForm
          subject={noun}
          pending={create.isPending}
          error={create.error}
          onSubmit={({ rating, comment }) => create.mutate({ product: kind, rating, comment })}
        />
      )}
    </section>
  );
}
