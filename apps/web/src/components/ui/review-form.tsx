import { useId, useState, type FormEvent } from 'react';
import { RATING_LABELS, type RatingValue } from '@trg/contract/lists/ratings';
import { REVIEW_COMMENT_MAX } from '@trg/contract/reviews';
import { ApiRequestError } from '../../lib/api-client.ts';
import { StarRatingInput } from './star-rating-input.tsx';
import './review-form.css';

interface ReviewFormProps {
  /** What is reviewed, for the stars' label: 'Rate Event', 'Rate Cuvée Craie'. */
  subject: string;
  pending: boolean;
  error: unknown;
  onSubmit: (review: { rating: number; comment: string }) => void;
}

const wordsOf = (rating: number) => RATING_LABELS[rating as RatingValue];

/**
 * A member's review (spec part 2 §4, for events, experiences and wines): choosing a star rating reveals the
 * comment box, typing a comment reveals Submit. What shows once the review is sent is the caller's.
 */
export function ReviewForm({ subject, pending, error, onSubmit }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const commentId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating || !comment.trim()) return;
    onSubmit({ rating, comment: comment.trim() });
  };

  return (
    <form onSubmit={submit} className="review-form" noValidate>
      <StarRatingInput label={`Rate ${subject}`} rating={rating} onChange={setRating} />
      {rating > 0 && (
        <p className="muted" aria-live="polite">
          {wordsOf(rating)}
        </p>
      )}
      {rating > 0 && (
        <div className="review-form__field">
          <label htmlFor={commentId}>Add Comment</label>
          <textarea id={commentId} value={comment} rows={4} maxLength={REVIEW_COMMENT_MAX} onChange={(e) => setComment(e.target.value)} />
        </div>
      )}
      {rating > 0 && comment.trim() !== '' && (
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Submitting...' : 'Submit review'}
        </button>
      )}
      {Boolean(error) && (
        <p className="form-message form-message--error" role="alert">
          {error instanceof ApiRequestError ? error.message : 'Your review could not be sent. Please try again.'}
        </p>
      )}
    </form>
  );
}
