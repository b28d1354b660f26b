import { useId, useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX } from '@trg/contract/reviews';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useEventReview } from '../api/get-event-review.ts';
import { useCreateEventReview } from '../api/create-event-review.ts';
import './reviews.css';

/**
 * The member's review of an event or experience they bought. Choosing a rating reveals the comment box,
 * typing reveals Submit; once submitted (or already reviewed) the review shows read-only. `onReviewed` reloads
 * what shows the item's rating.
 */
export function EventReview({ itemId, kind, onReviewed }: { itemId: number; kind: CatalogKind; onReviewed: () => Promise<unknown> }) {
  const review = useEventReview(itemId);
  const create = useCreateEventReview(itemId, onReviewed);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const noun = kind === 'event' ? 'Event' : 'Experience';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating || !comment.trim()) return;
    create.mutate({ product: kind, rating, comment: comment.trim() });
  };

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
        <p className="muted">Reviews are open to guests with a paid booking.</p>
      )}
      {review.data && !review.data.eventReviewExists && review.data.canReview && (
        <form onSubmit={submit} className="event-review__form" noValidate>
          <StarRating label={`Rate ${noun}`} rating={rating} onChange={setRating} />
          {rating > 0 && (
            <div className="event-review__field">
              <label htmlFor={commentId}>Add Comment</label>
              <textarea id={commentId} value={comment} rows={4} maxLength={REVIEW_COMMENT_MAX} onChange={(e) => setComment(e.target.value)} />
            </div>
          )}
          {rating > 0 && comment.trim() !== '' && (
            <button type="submit" className="button" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit review'}
            </button>
          )}
          {create.error && (
            <p className="form-message form-message--error" role="alert">
              {create.error instanceof ApiRequestError ? create.error.message : 'Your review could not be sent. Please try again.'}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
