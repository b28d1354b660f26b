import { useState } from 'react';
import type { PublicItem } from '@trg/contract/catalog';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useItemReviewsPage } from '../api/get-item-reviews.ts';
import { AnswerReview, ReportReview } from '../../../components/ui/review-actions.tsx';
import type { ReviewTarget } from '../../../lib/review-actions.ts';
import { reviewsKeys } from '../api/query-keys.ts';
import { ShownReview } from '../../../components/ui/shown-review.tsx';

type ReviewedItem = Pick<PublicItem, 'id' | 'reviewCount' | 'latestReviews' | 'businessName'>;

interface ItemReviewsProps {
  /** The item as its page read it: how many reviews people read, the first page of them, the host's business. */
  item: ReviewedItem;
  signedIn: boolean;
  /** Called once the host has answered, so that the page's own copy of the first page is read again. */
  onAnswered?: () => unknown;
}

/** One page of the list: its reviews, and what a signed-in reader may do with each (report; the host answers). */
function ReviewsPage({ item, page, signedIn, onAnswered }: ItemReviewsProps & { page: number }) {
  const reviews = useItemReviewsPage(item.id, page, signedIn, item.latestReviews ?? [], item.reviewCount);
  if (reviews.error) {
    return (
      <li className="form-message form-message--error" role="alert">
        {reviews.error.message}{' '}
        <button type="button" className="link-button" onClick={() => void reviews.refetch()}>
          Try again
        </button>
      </li>
    );
  }
  if (!reviews.data) return <li className="muted">Loading reviews…</li>;
  const ready = signedIn && !reviews.isPlaceholderData;
  const youHost = ready && reviews.data.youHost;
  const target: ReviewTarget = { kind: 'item', lists: [...reviewsKeys.all, 'of-item', item.id] };
  return reviews.data.results.map((review) => (
    <ShownReview
      key={review.id}
      review={review}
      hostName={item.businessName}
      actions={
        ready && (
          <div className="shown-review__actions">
            {youHost && !review.answer && (
              <AnswerReview target={target} reviewId={review.id} reviewerName={review.reviewerName} onAnswered={onAnswered} />
            )}
            {review.reportedByYou ? (
              <p className="shown-review__note">You reported this review: our team will look at it.</p>
            ) : (
              <ReportReview target={target} reviewId={review.id} reviewerName={review.reviewerName} />
            )}
          </div>
        )
      }
    />
  ));
}

/**
 * The reviews of an event or experience, newest first: the server renders the first page with the page; 'More
 * reviews' reads the next. A signed-in reader may report a review; the item's host answers each once.
 */
export function ItemReviews(props: ItemReviewsProps) {
  const { item } = props;
  const hydrated = useHydrated();
  const [pages, setPages] = useState(1);
  // The first page is full whenever there are more: its length is the page size.
  const pageSize = item.latestReviews?.length ?? 0;
  const more = pageSize > 0 && pages * pageSize < item.reviewCount;
  return (
    <section className="item-reviews" aria-labelledby="item-reviews-title" id="reviews">
      <h2 id="item-reviews-title">Reviews</h2>
      {item.reviewCount === 0 ? (
        <p className="muted">No reviews yet: guests review after they have been.</p>
      ) : (
        <ol className="item-reviews__list">
          {Array.from({ length: pages }, (_, index) => (
            <ReviewsPage key={index + 1} {...props} page={index + 1} />
          ))}
        </ol>
      )}
      {more && (
        <button type="button" className="button button--ghost" disabled={!hydrated} onClick={() => setPages(pages + 1)}>
          More reviews
        </button>
      )}
    </section>
  );
}
