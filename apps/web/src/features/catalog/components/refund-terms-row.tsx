import type { HostItem } from '@trg/contract/catalog';
import { describeRefundTerms, effectiveRefundTerms, REFUND_TERMS_LIMITS } from '@trg/contract/refund-policy';
import type { ItemChanges } from '../api/update-item.ts';
import { EditableRow, type FieldSpec } from './editable-row.tsx';

const CHOICE = 'refundTermsChoice';
const FULL = 'refundTerms.fullRefundDays';
const PARTIAL = 'refundTerms.partialRefundDays';
const PERCENT = 'refundTerms.partialRefundPercent';
type Name = typeof CHOICE | typeof FULL | typeof PARTIAL | typeof PERCENT;

const CHOICES = [
  { value: 'site', label: "The site's terms (full refund until 14 days before)" },
  { value: 'own', label: 'My own terms, below' },
] as const;

/**
 * The refund terms a guest's cancellation is refunded by (decision 0028): the site's, or the host's own full refund
 * until N days before, P percent until M days before, none after. The server checks them (N ≥ M ≥ 0, 0 ≤ P ≤ 100)
 * and names the field at fault under the names these inputs carry.
 */
export function RefundTermsRow({ item, onSave }: { item: HostItem; onSave: (changes: ItemChanges) => Promise<unknown> }) {
  const own = item.refundTerms ?? null;
  const shown = effectiveRefundTerms(own);
  const fields: FieldSpec<Name>[] = [
    { name: CHOICE, label: 'Refund terms', type: 'select', value: own ? 'own' : 'site', options: CHOICES },
    {
      name: FULL,
      label: 'Full refund until (days before the start)',
      type: 'number',
      value: String(shown.fullRefundDays),
      step: '1',
      inputMode: 'numeric',
    },
    {
      name: PERCENT,
      label: 'Then refund this percentage (0 for none)',
      type: 'number',
      value: String(shown.partialRefundPercent),
      step: '1',
      inputMode: 'numeric',
    },
    {
      name: PARTIAL,
      label: 'Until (days before the start)',
      type: 'number',
      value: String(shown.partialRefundDays),
      step: '1',
      inputMode: 'numeric',
    },
  ];
  return (
    <EditableRow<Name>
      id="field-refundTerms"
      title="Cancellation refunds"
      display={
        <p>
          {describeRefundTerms(shown)}
          {own ? '' : " (the site's terms)"}
        </p>
      }
      fields={fields}
      hint={`What a guest who cancels is refunded, worked out for them when they cancel. Days from 0 to ${REFUND_TERMS_LIMITS.maxDays}; the percentage's days can be at most the full refund's.`}
      onSave={async (changes) => {
        const value = (name: Name) => String(changes[name] ?? fields.find((field) => field.name === name)?.value ?? '');
        if (value(CHOICE) === 'site') {
          await onSave({ refundTerms: null });
          return;
        }
        const number = (name: Name) => (value(name).trim() === '' ? value(name) : Number(value(name)));
        await onSave({
          refundTerms: { fullRefundDays: number(FULL), partialRefundDays: number(PARTIAL), partialRefundPercent: number(PERCENT) },
        });
      }}
    />
  );
}
