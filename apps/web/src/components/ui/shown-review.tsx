import type { ReactNode } from 'react';
import { formatDate } from '@trg/contract/dates';
import type { ShownReview as Review } from '@trg/contract/reviews';
import { StarRating } from './star-rating.tsx';
import './shown-review.css';

/** One review as people read it (an item's or a wine's): stars, the reviewer's first name and initial, Verified guest, the day, the host's answer. */
export function ShownReview({
  review,
  hostName,
  about,
  actions,
}: {
  review: Review;
  hostName?: string;
  /** What the review is of, above it, where the list holds reviews of several things (the host's dashboard). */
  about?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="shown-review">
      <article aria-label={`${review.reviewerName}'s review`}>
        {about}
        <header className="shown-review__header">
          <StarRating label={`${review.reviewerName}'s rating`} rating={review.rating} size={16} />
          <p className="shown-review__by">
            <strong>{review.reviewerName}</strong>
            {review.verifiedGuest && <span className="shown-review__verified">Verified guest</span>}
            <time dateTime={review.date}>{formatDate(review.date)}</time>
          </p>
        </header>
        <p className="shown-review__comment">{review.comment}</p>
        {review.answer && (
          <div className="shown-review__answer">
            <p className="shown-review__answer-by">
              <strong>{hostName ? `Answer from ${hostName}` : 'Answer from the host'}</strong>{' '}
              <time dateTime={review.answer.date}>{formatDate(review.answer.date)}</time>
            </p>
            <p className="shown-review__comment">{review.answer.comment}</p>
          </div>
        )}
        {actions}
      </article>
    </li>
  );
}
