import type { RefundTerms } from '@trg/contract/refund-policy';
import type { catalogItems } from './schema.ts';

type TermColumns = Pick<typeof catalogItems.$inferSelect, 'refundFullDays' | 'refundPartialDays' | 'refundPartialPercent'>;

/** An item's own refund terms (decision 0028), or null when it keeps the site's: all three columns or none. */
export function refundTermsOf(row: TermColumns): RefundTerms | null {
  const { refundFullDays, refundPartialDays, refundPartialPercent } = row;
  if (refundFullDays === null || refundPartialDays === null || refundPartialPercent === null) return null;
  return { fullRefundDays: refundFullDays, partialRefundDays: refundPartialDays, partialRefundPercent: refundPartialPercent };
}

/** The columns that store these terms; null clears them (the site's terms again). */
export function refundTermsColumns(terms: RefundTerms | null): TermColumns {
  return {
    refundFullDays: terms?.fullRefundDays ?? null,
    refundPartialDays: terms?.partialRefundDays ?? null,
    refundPartialPercent: terms?.partialRefundPercent ?? null,
  };
}
