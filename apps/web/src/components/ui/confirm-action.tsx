import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import './confirm-action.css';

interface ConfirmActionProps {
  /** The first step's button, e.g. 'Publish'. */
  label: string;
  /** What the button does to what, for screen readers: 'Publish Summer Reds'. */
  accessibleLabel: string;
  /** The question shown at the second step. */
  question: string;
  /** The second step's button, 'Confirm' unless said, and its text while the action runs. */
  confirmLabel?: string;
  pendingLabel?: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  /** Forget a failed attempt when the person starts again. */
  onReset: () => void;
}

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : 'That did not work. Please try again.');

/**
 * An action in two steps (spec part 2 §4, a wine list's Publish and Delete; a cellar entry's Remove): the button
 * reveals the question with Confirm and Cancel; Cancel returns to the button. Focus follows: to Confirm when
 * revealed, back to the button on Cancel.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  confirmLabel = 'Confirm',
  pendingLabel = 'Working...',
  danger,
  pending,
  error,
  onConfirm,
  onReset,
}: ConfirmActionProps) {
  const [revealed, setRevealed] = useState(false);
  const firstRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (revealed) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      firstRef.current?.focus();
    }
  }, [revealed]);

  const reveal = () => {
    onReset();
    setRevealed(true);
  };
  const cancel = () => {
    onReset();
    returnFocus.current = true;
    setRevealed(false);
  };

  return (
    <div className="confirm-action">
      {!revealed && (
        <button
          ref={firstRef}
          type="button"
          className={`button button--small ${danger ? 'button--ghost' : ''}`}
          aria-label={accessibleLabel}
          onClick={reveal}
        >
          {label}
        </button>
      )}
      {revealed && (
        <div className="confirm-action__step" role="group" aria-label={accessibleLabel}>
          <p className="confirm-action__question">{question}</p>
          <div className="confirm-action__buttons">
            <button
              ref={confirmRef}
              type="button"
              className={`button button--small ${danger ? 'button--danger' : ''}`}
              onClick={onConfirm}
              disabled={pending}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={cancel} disabled={pending}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {Boolean(error) && (
        <p className="form-message form-message--error" role="alert">
          {messageOf(error)}
        </p>
      )}
    </div>
  );
}
