import { useId, useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX } from '@trg/contract/reviews';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import { reviewOfWine, wineRatingLabel } from '@trg/contract/wine-reviews';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCreateWineReview } from '../api/create-wine-review.ts';
import { useMyWineReviews } from '../api/get-my-wine-reviews.ts';

/**
 * The member's review of the wine (spec §4 'Reviews'): choosing a star rating reveals the comment box, typing a
 * comment reveals Submit; once submitted, or when the member reviewed this wine before, it shows read-only.
 */
export function WineReview({ query, wine }: { query: WineProfileQuery; wine: string }) {
  const mine = useMyWineReviews();
  const create = useCreateWineReview(query);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const review = create.data ?? (mine.data ? reviewOfWine(mine.data, query.wineId) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating || !comment.trim()) return;
    create.mutate({ rating, comment: comment.trim() });
  };

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
      {mine.data && !review && (
        <form className="wine-review__form" onSubmit={submit} noValidate>
          <StarRating label={`Rate ${wine}`} rating={rating} onChange={setRating} />
          {rating > 0 && (
            <p className="muted" aria-live="polite">
              {wineRatingLabel(rating)}
            </p>
          )}
          {rating > 0 && (
            <div className="form-field wine-review__field">
              <label htmlFor={commentId} className="form-field__label">
                Add Comment
              </label>
              <textarea id={commentId} rows={4} maxLength={REVIEW_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
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
