import { useId, useState, type FormEvent } from 'react';
import { CELLAR_LIMITS, CELLAR_MESSAGES, CellarUpdateSchema, type CellarEntry } from '@trg/contract/cellar';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateCellarEntry } from '../api/update-cellar-entry.ts';
import { bottlesText } from '../format.ts';

interface BottleCountFormProps {
  entry: Pick<CellarEntry, 'id' | 'wine' | 'quantity'>;
  announce: (message: string) => void;
}

const messageOf = (error: unknown) => {
  if (error instanceof ApiRequestError) return error.fields.quantity ?? error.message;
  return 'The count could not be saved. Please try again.';
};

/**
 * The count of bottles of one wine: a number from 1 to 9999 and Save. Removing is its own action, so a count
 * of 0 is refused here rather than read as 'remove'.
 */
export function BottleCountForm({ entry, announce }: BottleCountFormProps) {
  // What the person typed; null shows the saved count, so a refreshed list shows through.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const update = useUpdateCellarEntry(entry.id);
  const id = useId();
  const errorId = `${id}-error`;
  const message = invalid ?? (update.error ? messageOf(update.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CellarUpdateSchema.safeParse({ quantity: draft ?? String(entry.quantity) });
    update.reset();
    if (!parsed.success) {
      setInvalid(CELLAR_MESSAGES.quantity);
      return;
    }
    setInvalid(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        announce(`${entry.wine}: ${bottlesText(parsed.data.quantity)} saved.`);
      },
    });
  };

  return (
    <form className="cellar-count" onSubmit={submit} noValidate>
      <label htmlFor={id} className="cellar-count__label">
        Bottles
      </label>
      <div className="cellar-count__controls">
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={CELLAR_LIMITS.quantity}
          step={1}
          value={draft ?? String(entry.quantity)}
          // Every row has a 'Bottles' field: the name says whose.
          aria-label={`Bottles of ${entry.wine}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          className="button button--small button--ghost"
          aria-label={`Save bottles of ${entry.wine}`}
          disabled={update.isPending}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
      {message && (
        <p id={errorId} className="field-error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
