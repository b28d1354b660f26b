import { useEffect, useRef, useState } from 'react';
import type { CellarEntry } from '@trg/contract/cellar';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useRemoveCellarEntry } from '../api/remove-cellar-entry.ts';

interface RemoveEntryProps {
  entry: Pick<CellarEntry, 'id' | 'wine'>;
  /** Called once the entry is gone, with what to announce; the page moves focus, as this row disappears. */
  onRemoved: (message: string) => void;
}

/** Remove in two steps: the button reveals a question with Remove and Cancel. Focus follows each step. */
export function RemoveEntry({ entry, onRemoved }: RemoveEntryProps) {
  const [revealed, setRevealed] = useState(false);
  const remove = useRemoveCellarEntry(entry.id);
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

  const cancel = () => {
    remove.reset();
    returnFocus.current = true;
    setRevealed(false);
  };
  const confirm = () => remove.mutate(undefined, { onSuccess: () => onRemoved(`${entry.wine} has been removed from your cellar.`) });

  return (
    <div className="cellar-remove">
      {!revealed ? (
        <button ref={firstRef} type="button" className="button button--small button--ghost" aria-label={`Remove ${entry.wine}`} onClick={() => setRevealed(true)}>
          Remove
        </button>
      ) : (
        <div className="cellar-remove__step" role="group" aria-label={`Remove ${entry.wine}`}>
          <p className="cellar-remove__question">Remove {entry.wine} from your cellar?</p>
          <div className="cellar-remove__buttons">
            <button ref={confirmRef} type="button" className="button button--small button--danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Yes, remove'}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={cancel} disabled={remove.isPending}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {remove.error && (
        <p className="field-error" role="alert">
          {remove.error instanceof ApiRequestError ? remove.error.message : 'The wine could not be removed. Please try again.'}
        </p>
      )}
    </div>
  );
}
