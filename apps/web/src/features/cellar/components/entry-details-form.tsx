import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { CELLAR_LIMITS, CellarDetailsSchema, type CellarDetails, type CellarEntry } from '@trg/contract/cellar';
import { capYear } from '@trg/contract/wine-profile-rules';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useUpdateCellarDetails } from '../api/update-cellar-details.ts';

type Editable = 'location' | 'bin' | 'pricePaid' | 'currency' | 'startToDrink' | 'endToDrink' | 'myRating' | 'myNote';
type Values = Record<Editable, string>;

const text = { type: 'text', maxLength: CELLAR_LIMITS.field } as const;
const year = { type: 'text', inputMode: 'numeric', maxLength: 4 } as const;

/** The one-line fields, in order; a profile's wine leaves out the window, which is its host's. */
const DETAIL_FIELDS: readonly {
  name: Exclude<Editable, 'myNote'>;
  label: string;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  own?: true;
}[] = [
  { name: 'location', label: 'Location', hint: 'The rack, room or fridge.', input: text },
  { name: 'bin', label: 'Bin', input: text },
  {
    name: 'pricePaid',
    label: 'Price paid per bottle',
    hint: 'Such as 24.50.',
    input: { type: 'text', inputMode: 'decimal', maxLength: 10 },
  },
  {
    name: 'currency',
    label: 'Currency',
    hint: 'Three letters, such as EUR, GBP or CHF.',
    input: { type: 'text', maxLength: 3, autoCapitalize: 'characters' },
  },
  { name: 'startToDrink', label: 'Drink from', hint: 'A year, such as 2027.', input: year, own: true },
  { name: 'endToDrink', label: 'Drink until', hint: 'A year.', input: year, own: true },
  { name: 'myRating', label: 'My rating', hint: 'From 0 to 5, such as 4.5.', input: { type: 'text', inputMode: 'decimal', maxLength: 3 } },
];

/** A profile's wine sends no window: it is its host's. */
function withoutWindow(values: Values): Partial<Values> {
  const { startToDrink: _start, endToDrink: _end, ...rest } = values;
  return rest;
}

const valuesOf = (entry: CellarEntry): Values => ({
  location: entry.location ?? '',
  bin: entry.bin ?? '',
  pricePaid: entry.pricePaid ?? '',
  currency: entry.currency ?? '',
  startToDrink: entry.startToDrink ?? '',
  endToDrink: entry.endToDrink ?? '',
  myRating: entry.myRating === null ? '' : String(entry.myRating),
  myNote: entry.myNote ?? '',
});

/**
 * 'Edit details' of one wine, folded: where it is kept, what it cost, the member's rating and note, and for a
 * wine of their own its drinking window. Every field is sent, so a field emptied here is emptied on the server.
 */
export function EntryDetailsForm({ entry, announce }: { entry: CellarEntry; announce: (message: string) => void }) {
  const own = entry.wineId === null;
  const [values, setValues] = useState<Values>(() => valuesOf(entry));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useUpdateCellarDetails(entry.id);
  const serverError = update.error instanceof ApiRequestError ? update.error : null;
  const fieldErrors: Partial<Record<string, string>> = { ...serverError?.fields, ...errors };
  const fields = DETAIL_FIELDS.filter((field) => own || !field.own);
  const named = [...fields.map((field) => field.name), 'myNote'].some((name) => fieldErrors[name]);
  const formError = update.error && !named ? (serverError?.message ?? 'The details could not be saved. Please try again.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const input: Partial<Values> = own ? values : withoutWindow(values);
    const parsed = CellarDetailsSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    // Blank fields are sent as null: emptied, not left as they were.
    const sent: CellarDetails = Object.fromEntries(Object.keys(input).map((key) => [key, parsed.data[key as keyof CellarDetails] ?? null]));
    update.mutate(sent, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        announce(`${entry.wine}: details saved.`);
      },
    });
  };

  const change = (name: Editable, value: string) =>
    setValues((current) => ({ ...current, [name]: name === 'startToDrink' || name === 'endToDrink' ? capYear(value) : value }));

  return (
    <details className="cellar-details">
      <summary>
        Edit details<span className="visually-hidden"> of {entry.wine}</span>
      </summary>
      <form className="cellar-details__form" onSubmit={submit} noValidate aria-label={`Details of ${entry.wine}`}>
        {!own && <p className="muted">The drinking window of this wine is its host&apos;s, from its profile.</p>}
        <div className="cellar-details__fields">
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              hint={field.hint}
              name={field.name}
              value={values[field.name]}
              error={fieldErrors[field.name]}
              autoComplete="off"
              {...field.input}
              onChange={(event) => change(field.name, event.target.value)}
            />
          ))}
        </div>
        <TextAreaField
          label="My note"
          name="myNote"
          rows={2}
          maxLength={CELLAR_LIMITS.note}
          value={values.myNote}
          error={fieldErrors.myNote}
          onChange={(event) => change('myNote', event.target.value)}
        />
        {formError && (
          <p className="field-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button button--small" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save details'}
        </button>
      </form>
    </details>
  );
}
