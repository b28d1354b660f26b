import { useId, useState, type FormEvent } from 'react';
import { WINE_LIST_LIMITS } from '@trg/contract/wine-lists';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateWineList } from '../api/update-wine-list.ts';

const FIELDS = [
  { name: 'wine', label: 'Wine name', hint: 'Required', maxLength: WINE_LIST_LIMITS.wineText },
  { name: 'producer', label: 'Producer', maxLength: WINE_LIST_LIMITS.wineText },
  { name: 'vintage', label: 'Vintage', hint: 'Four digits, e.g. 2019', maxLength: 4, numeric: true },
  { name: 'country', label: 'Country', maxLength: WINE_LIST_LIMITS.wineText },
  { name: 'region', label: 'Region', maxLength: WINE_LIST_LIMITS.wineText },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type Values = Record<FieldName, string>;

const EMPTY: Values = { wine: '', producer: '', vintage: '', country: '', region: '' };

/**
 * Add wine (spec part 2 §2 'Manage Winelist'): the name is required and Save shows once it is typed; the
 * producer, vintage, country and region are optional. Sent as addWine: true with the filled-in fields.
 */
export function AddWineForm({ listId }: { listId: number }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [added, setAdded] = useState<string | null>(null);
  const add = useUpdateWineList(listId);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const error =
    add.error instanceof ApiRequestError
      ? add.error
      : add.error
        ? new ApiRequestError(0, 'unknown', 'The wine could not be added. Please try again.')
        : null;
  const namedField = error && FIELDS.some((field) => error.fields[field.name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wine = values.wine.trim();
    if (!wine) return;
    const optional: Partial<Values> = {};
    for (const field of FIELDS) {
      const value = values[field.name].trim();
      if (field.name !== 'wine' && value) optional[field.name] = value;
    }
    setAdded(null);
    add.mutate(
      { addWine: true, ...optional, wine },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setAdded(wine);
        },
      },
    );
  };

  return (
    <form className="card add-wine" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>Add wine</h2>
      <div className="add-wine__fields">
        {FIELDS.map((field) => {
          const id = `${baseId}-${field.name}`;
          const hintId = `${id}-hint`;
          const errorId = `${id}-error`;
          const message = error?.fields[field.name];
          const describedBy = ['hint' in field ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
          return (
            <div key={field.name} className="wine-lists__field">
              <label htmlFor={id}>{field.label}</label>
              {'hint' in field && (
                <p id={hintId} className="wine-lists__hint">
                  {field.hint}
                </p>
              )}
              <input
                id={id}
                name={field.name}
                type="text"
                value={values[field.name]}
                maxLength={field.maxLength}
                inputMode={'numeric' in field ? 'numeric' : undefined}
                pattern={'numeric' in field ? '[0-9]*' : undefined}
                required={field.name === 'wine'}
                autoComplete="off"
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const value = 'numeric' in field ? event.target.value.replace(/\D/g, '') : event.target.value;
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              />
              {message && (
                <p id={errorId} className="field-error">
                  {message}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p className={namedField ? 'visually-hidden' : 'form-message form-message--error'} role="alert">
          {error.message}
        </p>
      )}
      {added && (
        <p className="form-message form-message--success" role="status">
          {added} has been added to the list.
        </p>
      )}
      {values.wine.trim() !== '' && (
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save'}
        </button>
      )}
    </form>
  );
}
