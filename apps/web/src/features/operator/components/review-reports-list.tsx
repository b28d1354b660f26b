import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '@trg/contract/dates';
import type { ReportedReview } from '@trg/contract/reviews';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useDismissReviewReports, useHideReview, useReviewReports } from '../api/review-reports-api.ts';
import '../../../components/ui/form.css';
import './operator.css';

/** Hide the review (a reason is required, for the audit log) or dismiss its reports. */
function Moderate({ review, onDone }: { review: ReportedReview; onDone: (message: string) => void }) {
  const id = useId();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const hide = useHideReview(review.kind);
  const dismiss = useDismissReviewReports(review.kind);
  const who = `${review.reviewerName}'s review of ${review.itemTitle}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    hide.mutate({ reviewId: review.reviewId, reason }, { onSuccess: () => onDone(`${who} is hidden: it is no longer shown nor counted.`) });
  };
  const error = hide.error ?? dismiss.error;
  return (
    <div className="review-moderation">
      {hiding ? (
        <form onSubmit={submit} noValidate>
          <div className="form-field">
            <label htmlFor={`${id}-reason`} className="form-field__label">
              Reason for hiding {who}
            </label>
            <textarea id={`${id}-reason`} value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} />
          </div>
          <button type="submit" className="button button--small" disabled={hide.isPending}>
            Hide review
          </button>{' '}
          <button type="button" className="link-button" onClick={() => setHiding(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <>
          <button type="button" className="button button--small" aria-label={`Hide ${who}`} onClick={() => setHiding(true)}>
            Hide…
          </button>{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`Dismiss reports of ${who}`}
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(review.reviewId, { onSuccess: () => onDone(`The reports of ${who} are dismissed: it stays shown.`) })
            }
          >
            Dismiss reports
          </button>
        </>
      )}
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The moderation queue: reviews still shown that people reported, the longest waiting first. */
export function ReviewReportsList() {
  const queue = useReviewReports();
  const [message, setMessage] = useState('');
  return (
    <>
      <p role="status">{message}</p>
      <QueryStatus isLoading={queue.isLoading} error={queue.error} onRetry={() => void queue.refetch()} what="reported reviews" />
      {queue.data &&
        (queue.data.results.length === 0 ? (
          <p>No reported reviews are waiting.</p>
        ) : (
          <ol className="review-queue">
            {queue.data.results.map((review) => (
              <li key={`${review.kind}-${review.reviewId}`} className="review-queue__entry">
                <article aria-label={`${review.reviewerName}'s review of ${review.itemTitle}`}>
                  <p className="eyebrow">{review.kind === 'wine' ? 'Wine review' : 'Event or experience review'}</p>
                  <h2 className="review-queue__title">{review.itemTitle}</h2>
                  {review.wineList && <p className="review-queue__list">On the wine list {review.wineList.name}</p>}
                  <p>
                    <StarRating label={`${review.reviewerName}'s rating`} rating={review.rating} size={16} />{' '}
                    <strong>{review.reviewerName}</strong>, {formatDate(review.date)}
                  </p>
                  <blockquote className="review-queue__comment">{review.comment}</blockquote>
                  <h3 className="review-queue__reports">{review.reports.length === 1 ? '1 report' : `${review.reports.length} reports`}</h3>
                  <ul>
                    {review.reports.map((report) => (
                      <li key={report.id}>
                        {formatDate(report.date)}: {report.reason}
                      </li>
                    ))}
                  </ul>
                  <Moderate review={review} onDone={setMessage} />
                </article>
              </li>
            ))}
          </ol>
        ))}
    </>
  );
}
