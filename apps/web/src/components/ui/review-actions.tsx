import { useState, type FormEvent } from 'react';
import { TextAreaField } from './field.tsx';
import { useAnswerReview, useReportReview, type ReviewTarget } from '../../lib/review-actions.ts';

interface ActionProps {
  target: ReviewTarget;
  reviewId: number;
  reviewerName: string;
}

interface ReviewTextFormProps {
  label: string;
  hint?: string;
  maxLength: number;
  rows: number;
  submitText: string;
  error: Error | null;
  pending: boolean;
  onSend: (text: string) => void;
  onCancel: () => void;
}

/** The one-field form both actions open: the text, the server's message, send and cancel. */
function ReviewTextForm({ label, hint, maxLength, rows, submitText, error, pending, onSend, onCancel }: ReviewTextFormProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(text);
  };
  return (
    <form className="shown-review__form" onSubmit={submit} noValidate>
      <TextAreaField
        label={label}
        {...(hint ? { hint } : {})}
        value={text}
        maxLength={maxLength}
        rows={rows}
        required
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error.message}
        </p>
      )}
      <div className="shown-review__buttons">
        <button type="submit" className="button button--small" disabled={pending}>
          {submitText}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Report a review to the staff, with a reason: a button that opens a short form. */
export function ReportReview({ target, reviewId, reviewerName }: ActionProps) {
  const [open, setOpen] = useState(false);
  const report = useReportReview(target);
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
  return (
    <ReviewTextForm
      label={`Why should our team look at ${reviewerName}'s review?`}
      maxLength={500}
      rows={3}
      submitText="Send report"
      error={report.error}
      pending={report.isPending}
      onSend={(reason) => report.mutate({ reviewId, reason })}
      onCancel={() => setOpen(false)}
    />
  );
}

/** The host's one public answer to a review. */
export function AnswerReview({ target, reviewId, reviewerName, onAnswered }: ActionProps & { onAnswered?: () => unknown }) {
  const [open, setOpen] = useState(false);
  const answering = useAnswerReview(target, onAnswered);
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
  return (
    <ReviewTextForm
      label={`Your public answer to ${reviewerName}`}
      hint="Everyone reading the page sees it under the review. You answer once."
      maxLength={2000}
      rows={4}
      submitText="Publish answer"
      error={answering.error}
      pending={answering.isPending}
      onSend={(answer) => answering.mutate({ reviewId, answer })}
      onCancel={() => setOpen(false)}
    />
  );
}
