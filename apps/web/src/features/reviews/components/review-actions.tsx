import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { useAnswerReview, useReportReview } from '../api/review-actions.ts';

interface ActionProps {
  itemId: number;
  reviewId: number;
  reviewerName: string;
}

/** Report a review to the staff, with a reason: a button that opens a short form. */
export function ReportReview({ itemId, reviewId, reviewerName }: ActionProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportReview(itemId);
  if (report.isSuccess) {
    return (
      <p className="shown-review__note" role="status">
        You reported this review: our team will look at it.
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="link-button shown-review__action"
        aria-label={`Report ${reviewerName}'s review`}
        onClick={() => setOpen(true)}
      >
        Report
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ reviewId, reason });
  };
  return (
    <form className="shown-review__form" onSubmit={submit} noValidate>
      <TextAreaField
        label={`Why should our team look at ${reviewerName}'s review?`}
        value={reason}
        maxLength={500}
        rows={3}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      {report.error && (
        <p className="form-message form-message--error" role="alert">
          {report.error.message}
        </p>
      )}
      <div className="shown-review__buttons">
        <button type="submit" className="button button--small" disabled={report.isPending}>
          Send report
        </button>
        <button type="button" className="link-button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The host's one public answer to a review. */
export function AnswerReview({ itemId, reviewId, reviewerName, onAnswered }: ActionProps & { onAnswered?: () => unknown }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const answering = useAnswerReview(itemId, onAnswered);
  if (!open) {
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`Answer ${reviewerName}'s review`}
        onClick={() => setOpen(true)}
      >
        Answer
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answering.mutate({ reviewId, answer });
  };
  return (
    <form className="shown-review__form" onSubmit={submit} noValidate>
      <TextAreaField
        label={`Your public answer to ${reviewerName}`}
        hint="Everyone reading the page sees it under the review. You answer once."
        value={answer}
        maxLength={2000}
        rows={4}
        required
        onChange={(event) => setAnswer(event.target.value)}
      />
      {answering.error && (
        <p className="form-message form-message--error" role="alert">
          {answering.error.message}
        </p>
      )}
      <div className="shown-review__buttons">
        <button type="submit" className="button button--small" disabled={answering.isPending}>
          Publish answer
        </button>
        <button type="button" className="link-button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
