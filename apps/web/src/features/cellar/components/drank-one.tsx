import { useId, useRef, useState, type FormEvent } from 'react';
import { CELLAR_LIMITS, CellarDrankSchema, type CellarEntry } from '@trg/contract/cellar';
import { todayIso } from '@trg/contract/dates';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useDrinkOne } from '../api/drink-one.ts';
import { bottlesText } from '../format.ts';

interface DrankOneProps {
  entry: Pick<CellarEntry, 'id' | 'wine' | 'quantity'>;
  announce: (message: string) => void;
}

/**
 * 'Drank one': the button opens a small form with the day (today unless changed) and a note; saving takes one
 * bottle off the count and adds the drink to the wine's history. With no bottle left, it says so instead.
 */
export function DrankOne({ entry, announce }: DrankOneProps) {
  const [open, setOpen] = useState(false);
  const [drankOn, setDrankOn] = useState(todayIso());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const drink = useDrinkOne(entry.id);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const serverError = drink.error instanceof ApiRequestError ? drink.error : null;
  const fieldErrors = { ...serverError?.fields, ...errors };
  const formError =
    drink.error && !fieldErrors.drankOn && !fieldErrors.note ? (serverError?.message ?? 'Not saved. Please try again.') : null;

  if (entry.quantity === 0) return <p className="cellar-drank__none">No bottles left</p>;

  const close = () => {
    setOpen(false);
    setErrors({});
    drink.reset();
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    drink.reset();
    const parsed = CellarDrankSchema.safeParse({ drankOn, note });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    drink.mutate(parsed.data, {
      onSuccess: (updated) => {
        announce(`${entry.wine}: one bottle drunk, ${bottlesText(updated.quantity)} left.`);
        setNote('');
        setDrankOn(todayIso());
        close();
      },
    });
  };

  return (
    <div className="cellar-drank">
      <button
        ref={buttonRef}
        type="button"
        className="button button--small"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        aria-label={`Drank one: ${entry.wine}`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Drank one
      </button>
      {open && (
        <form id={formId} className="cellar-drank__form" onSubmit={submit} noValidate aria-label={`Bottle of ${entry.wine} drunk`}>
          <TextField
            label="Day"
            type="date"
            name="drankOn"
            value={drankOn}
            max={todayIso()}
            required
            error={fieldErrors.drankOn}
            onChange={(event) => setDrankOn(event.target.value)}
            autoFocus
          />
          <TextAreaField
            label="Note"
            hint="Optional: who with, what with, how it was."
            name="note"
            rows={2}
            maxLength={CELLAR_LIMITS.note}
            value={note}
            error={fieldErrors.note}
            onChange={(event) => setNote(event.target.value)}
          />
          {formError && (
            <p className="field-error" role="alert">
              {formError}
            </p>
          )}
          <div className="cellar-drank__actions">
            <button type="submit" className="button button--small" disabled={drink.isPending}>
              {drink.isPending ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
