import { useId, useState, type FormEvent } from 'react';
import { CURRENCIES, REDUCED_CURRENCIES } from '@trg/contract/lists/currencies';
import { VoucherInputSchema, type VoucherInput, type VoucherRow } from '@trg/contract/operator-vouchers';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useVoucherItems } from '../api/get-voucher-items.ts';
import './vouchers.css';

const CURRENCY_OPTIONS = [
  ...REDUCED_CURRENCIES.map((code) => ({ value: code, label: code })),
  ...CURRENCIES.filter((c) => !(REDUCED_CURRENCIES as readonly string[]).includes(c.code)).map((c) => ({
    value: c.code,
    label: `${c.code} (${c.name})`,
  })),
];

interface FormState {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amount: string;
  currency: string;
  itemId: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  description: string;
}

const EMPTY: FormState = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  currency: 'GBP',
  itemId: '',
  validFrom: '',
  validUntil: '',
  maxRedemptions: '',
  description: '',
};

function stateOf(voucher: VoucherRow): FormState {
  return {
    code: voucher.code,
    kind: voucher.kind,
    percent: voucher.percent === null ? '' : String(voucher.percent),
    amount: voucher.amount ?? '',
    currency: voucher.currency ?? 'GBP',
    itemId: voucher.item ? String(voucher.item.id) : '',
    validFrom: voucher.validFrom ?? '',
    validUntil: voucher.validUntil ?? '',
    maxRedemptions: voucher.maxRedemptions === null ? '' : String(voucher.maxRedemptions),
    description: voucher.description ?? '',
  };
}

/** A whole number as typed, or the text itself so that the schema says what is wrong with it. */
const wholeNumber = (text: string): number | null =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The form as the contract's VoucherInput: the same rules run here and on the server. */
function inputOf(state: FormState): VoucherInput {
  const percent = state.kind === 'percent' ? wholeNumber(state.percent) : null;
  return {
    code: state.code,
    kind: state.kind,
    percent,
    amount: state.kind === 'fixed' ? state.amount : null,
    currency: state.kind === 'fixed' ? state.currency : null,
    itemId: state.itemId ? Number(state.itemId) : null,
    validFrom: state.validFrom || null,
    validUntil: state.validUntil || null,
    maxRedemptions: wholeNumber(state.maxRedemptions),
    description: state.description.trim() || null,
  };
}

function fieldErrors(input: VoucherInput): Record<string, string> {
  const parsed = VoucherInputSchema.safeParse(input);
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

interface VoucherFormProps {
  /** The voucher being edited; none to create one. */
  voucher?: VoucherRow;
  /** An order has paid with it: what it gives and its item are fixed. */
  locked?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: VoucherInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** The voucher's settings: creating one (code, kind, value...) or editing one (the code stays). */
export function VoucherForm({ voucher, locked = false, submitLabel, pending, onSubmit, onCancel }: VoucherFormProps) {
  const [state, setState] = useState<FormState>(() => (voucher ? stateOf(voucher) : EMPTY));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const items = useVoucherItems();
  const kindId = useId();
  const set = (key: keyof FormState) => (event: { target: { value: string } }) => setState((s) => ({ ...s, [key]: event.target.value }));

  const itemOptions = (items.data?.items ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.title}${item.date ? ` (${item.date})` : ''} · ${item.kind === 'event' ? 'event' : 'experience'}`,
  }));
  // An item no longer published still shows as the voucher's own.
  if (voucher?.item && !itemOptions.some((o) => o.value === String(voucher.item?.id))) {
    itemOptions.unshift({ value: String(voucher.item.id), label: voucher.item.title });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const input = inputOf(state);
    const errors = fieldErrors(input);
    setFields(errors);
    if (Object.keys(errors).length > 0) {
      setAlert('Please correct the fields marked below.');
      return;
    }
    try {
      await onSubmit(input);
      if (!voucher) setState(EMPTY);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setFields(error.fields);
        setAlert(error.message);
      } else {
        setAlert('That did not work. Please try again.');
      }
    }
  }

  return (
    <form
      className="operator-voucher-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={voucher ? `Edit voucher ${voucher.code}` : 'New voucher'}
    >
      {alert && (
        <div className="form-alert" role="alert">
          <p>{alert}</p>
        </div>
      )}
      <div className="operator-voucher-form__grid">
        <TextField
          label="Code"
          name="code"
          value={state.code}
          onChange={set('code')}
          readOnly={Boolean(voucher)}
          required
          autoComplete="off"
          hint={voucher ? 'The code cannot change once made.' : '3 to 40 letters, digits, - or _; stored in capitals.'}
          error={fields.code}
        />
        <fieldset className="operator-voucher-form__kind" disabled={locked} aria-describedby={locked ? `${kindId}-locked` : undefined}>
          <legend>What it gives</legend>
          <label>
            <input
              type="radio"
              name="kind"
              value="percent"
              checked={state.kind === 'percent'}
              onChange={() => setState((s) => ({ ...s, kind: 'percent' }))}
            />
            <span>A percentage off</span>
          </label>
          <label>
            <input
              type="radio"
              name="kind"
              value="fixed"
              checked={state.kind === 'fixed'}
              onChange={() => setState((s) => ({ ...s, kind: 'fixed' }))}
            />
            <span>A fixed amount off</span>
          </label>
          {locked && (
            <p id={`${kindId}-locked`} className="form-field__hint">
              An order has paid with this voucher, so what it gives and its item are fixed.
            </p>
          )}
        </fieldset>
        {state.kind === 'percent' ? (
          <TextField
            label="Percentage off"
            name="percent"
            inputMode="numeric"
            value={state.percent}
            onChange={set('percent')}
            disabled={locked}
            hint="1 to 100."
            error={fields.percent}
          />
        ) : (
          <>
            <TextField
              label="Amount off"
              name="amount"
              inputMode="decimal"
              value={state.amount}
              onChange={set('amount')}
              disabled={locked}
              hint="As 10 or 10.50."
              error={fields.amount}
            />
            <SelectField
              label="Currency"
              name="currency"
              value={state.currency}
              onChange={set('currency')}
              disabled={locked}
              options={CURRENCY_OPTIONS}
              hint="The voucher applies only to carts in it."
              error={fields.currency}
            />
          </>
        )}
        <TextField
          label="Valid from"
          name="validFrom"
          type="date"
          value={state.validFrom}
          onChange={set('validFrom')}
          hint="Optional; from the start of the day (UTC)."
          error={fields.validFrom}
        />
        <TextField
          label="Valid until"
          name="validUntil"
          type="date"
          value={state.validUntil}
          onChange={set('validUntil')}
          hint="Optional; to the end of the day (UTC)."
          error={fields.validUntil}
        />
        <TextField
          label="Usage limit"
          name="maxRedemptions"
          inputMode="numeric"
          value={state.maxRedemptions}
          onChange={set('maxRedemptions')}
          hint="Optional; paid orders and checkouts under way count."
          error={fields.maxRedemptions}
        />
        <SelectField
          label="Item"
          name="itemId"
          value={state.itemId}
          onChange={set('itemId')}
          disabled={locked}
          placeholder="Every event and experience"
          options={itemOptions}
          hint={items.isError ? 'The published items could not be loaded.' : 'Optional; the voucher applies to this item only.'}
          error={fields.itemId}
        />
      </div>
      <TextAreaField
        label="Description"
        name="description"
        value={state.description}
        onChange={set('description')}
        hint="Optional; for the staff (where it was given out)."
        error={fields.description}
        rows={3}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
