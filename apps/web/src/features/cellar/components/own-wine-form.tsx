import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { CELLAR_LIMITS, CellarWineSchema, type CellarWineInput } from '@trg/contract/cellar';
import { capYear } from '@trg/contract/wine-profile-rules';
import { FormAlert, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useAddCellarWine } from '../api/add-cellar-wine.ts';

type FieldName = keyof Pick<
  CellarWineInput,
  | 'wine'
  | 'producer'
  | 'vintage'
  | 'country'
  | 'region'
  | 'quantity'
  | 'startToDrink'
  | 'endToDrink'
  | 'location'
  | 'bin'
  | 'pricePaid'
  | 'currency'
>;
type Values = Record<FieldName, string>;

const EMPTY: Values = {
  wine: '',
  producer: '',
  vintage: '',
  country: '',
  region: '',
  quantity: '1',
  startToDrink: '',
  endToDrink: '',
  location: '',
  bin: '',
  pricePaid: '',
  currency: '',
};

const YEAR_FIELDS: ReadonlySet<FieldName> = new Set(['vintage', 'startToDrink', 'endToDrink']);
const year = { type: 'text', inputMode: 'numeric', maxLength: 4 } as const;

const text = { type: 'text', maxLength: CELLAR_LIMITS.field } as const;

const FIELDS: readonly { name: FieldName; label: string; hint?: string; input: InputHTMLAttributes<HTMLInputElement> }[] = [
  { name: 'wine', label: 'Wine', hint: 'Required: the name on the label.', input: { ...text, required: true } },
  { name: 'producer', label: 'Producer', input: text },
  { name: 'vintage', label: 'Vintage', hint: 'Four digits, such as 2019.', input: year },
  { name: 'country', label: 'Country', input: text },
  { name: 'region', label: 'Region', input: text },
  {
    name: 'quantity',
    label: 'Quantity',
    hint: `Bottles, from 1 to ${CELLAR_LIMITS.quantity}.`,
    input: { type: 'number', inputMode: 'numeric', min: 1, max: CELLAR_LIMITS.quantity, step: 1 },
  },
  { name: 'startToDrink', label: 'Drink from', hint: 'The year it starts to be ready, such as 2027.', input: year },
  { name: 'endToDrink', label: 'Drink until', hint: 'The last good year.', input: year },
  { name: 'location', label: 'Location', hint: 'The rack, room or fridge.', input: text },
  { name: 'bin', label: 'Bin', input: text },
  {
    name: 'pricePaid',
    label: 'Price paid per bottle',
    hint: 'Such as 24.50.',
    input: { type: 'text', inputMode: 'decimal', maxLength: 10 },
  },
  { name: 'currency', label: 'Currency', hint: 'Three letters, such as EUR, GBP or CHF.', input: { type: 'text', maxLength: 3 } },
];

/**
 * Add a wine of your own: one that is not on a host's wine list. Checked with the server's schema before it is
 * sent; the server's refusals show at their fields.
 */
export function OwnWineForm({ announce }: { announce: (message: string) => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const add = useAddCellarWine();
  const formRef = useRef<HTMLFormElement>(null);
  const serverError = add.error instanceof ApiRequestError ? add.error : null;
  const fieldErrors: Partial<Record<string, string>> = { ...serverError?.fields, ...errors };
  const namedField = FIELDS.some((field) => fieldErrors[field.name]);
  const formError = add.error && !namedField ? (serverError?.message ?? 'The wine could not be added. Please try again.') : null;

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.reset();
    const parsed = CellarWineSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        announce(`${parsed.data.wine} has been added to your cellar.`);
      },
      onError: focusFirstInvalid,
    });
  };

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: YEAR_FIELDS.has(name) ? capYear(value) : value }));
  };

  return (
    <form ref={formRef} id="cellar-add" className="card cellar-add" aria-labelledby="cellar-add-title" onSubmit={submit} noValidate>
      <h2 id="cellar-add-title">Add a wine of your own</h2>
      <p className="muted">
        For a bottle that is not on a host&apos;s wine list. Only the wine&apos;s name is required; give its drinking window to see when it
        is ready.
      </p>
      <FormAlert>{formError}</FormAlert>
      <div className="cellar-add__fields">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            error={fieldErrors[field.name]}
            name={field.name}
            value={values[field.name]}
            autoComplete="off"
            {...field.input}
            onChange={(event) => change(field.name, event.target.value)}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add to my cellar'}
        </button>
      </div>
    </form>
  );
}
