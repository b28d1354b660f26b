import { describe, expect, it } from 'vitest';
import { ItemUpdateSchema } from './catalog.ts';
import {
  cancellationRefund,
  DEFAULT_REFUND_POLICY,
  describeRefundTerms,
  refundTermsProblems,
  SITE_REFUND_TERMS,
  type RefundTerms,
} from './refund-policy.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 6, 14, 17, 0);
const TERMS: RefundTerms = { fullRefundDays: 14, partialRefundDays: 7, partialRefundPercent: 50 };
const at = (daysBefore: number, extraMs = 0) =>
  cancellationRefund({ terms: TERMS, paidMinor: 9999, startsAt: START, now: START - daysBefore * DAY + extraMs });

describe('what a cancellation refunds', () => {
  it('refunds in full until exactly N days before the start, the share until exactly M days, nothing after', () => {
    expect(at(30)).toEqual({ stage: 'full', percent: 100, refundMinor: 9999, started: false });
    expect(at(14)).toEqual({ stage: 'full', percent: 100, refundMinor: 9999, started: false });
    // One millisecond past the full refund's cut-off: the partial share, rounded down to the cent.
    expect(at(14, 1)).toEqual({ stage: 'partial', percent: 50, refundMinor: 4999, started: false });
    expect(at(10)).toMatchObject({ stage: 'partial', refundMinor: 4999 });
    expect(at(7)).toMatchObject({ stage: 'partial', refundMinor: 4999 });
    expect(at(7, 1)).toEqual({ stage: 'none', percent: 0, refundMinor: 0, started: false });
    expect(at(0, -1)).toMatchObject({ stage: 'none', started: false });
    expect(at(0)).toEqual({ stage: 'none', percent: 0, refundMinor: 0, started: true });
    expect(at(-1)).toMatchObject({ started: true, refundMinor: 0 });
  });

  it('uses the site’s terms as the policy text promises them: in full until 14 days, none after', () => {
    const site = (daysBefore: number, extraMs = 0) =>
      cancellationRefund({ terms: SITE_REFUND_TERMS, paidMinor: 5000, startsAt: START, now: START - daysBefore * DAY + extraMs });
    expect(site(14).refundMinor).toBe(5000);
    expect(site(14, 1)).toMatchObject({ stage: 'none', refundMinor: 0 });
    expect(DEFAULT_REFUND_POLICY).toContain(`Cancel up to ${SITE_REFUND_TERMS.fullRefundDays} days before the start for a full refund`);
  });

  it('refunds an item with no date yet in full, and never a negative amount', () => {
    expect(cancellationRefund({ terms: TERMS, paidMinor: 1234, startsAt: undefined, now: START })).toMatchObject({ refundMinor: 1234 });
    expect(cancellationRefund({ terms: TERMS, paidMinor: -5, startsAt: START, now: START - 30 * DAY }).refundMinor).toBe(0);
  });

  it('states the terms in words', () => {
    expect(describeRefundTerms(SITE_REFUND_TERMS)).toBe(
      'Full refund of the ticket price and booking fee if you cancel up to 14 days before the start; no refund after that.',
    );
    expect(describeRefundTerms(TERMS)).toBe(
      'Full refund of the ticket price and booking fee if you cancel up to 14 days before the start; 50% refund up to 7 days before the start; no refund after that.',
    );
    expect(describeRefundTerms({ fullRefundDays: 1, partialRefundDays: 0, partialRefundPercent: 25 })).toContain(
      'up to 1 day before the start; 25% refund up to the start;',
    );
  });
});

describe('the host’s terms', () => {
  it('need N ≥ M ≥ 0 and 0 ≤ P ≤ 100, in whole numbers', () => {
    expect(refundTermsProblems(TERMS)).toEqual({});
    expect(refundTermsProblems({ fullRefundDays: 7, partialRefundDays: 14, partialRefundPercent: 50 })).toHaveProperty('partialRefundDays');
    expect(refundTermsProblems({ fullRefundDays: -1, partialRefundDays: 0, partialRefundPercent: 50 })).toHaveProperty('fullRefundDays');
    expect(refundTermsProblems({ fullRefundDays: 7, partialRefundDays: 0, partialRefundPercent: 101 })).toHaveProperty(
      'partialRefundPercent',
    );
    expect(refundTermsProblems({ fullRefundDays: 7, partialRefundDays: 0, partialRefundPercent: 2.5 })).toHaveProperty(
      'partialRefundPercent',
    );
  });

  it('are checked by the editor’s schema, which takes null for the site’s terms and numbers typed as text', () => {
    expect(ItemUpdateSchema.parse({ refundTerms: null })).toEqual({ refundTerms: null });
    expect(ItemUpdateSchema.parse({ refundTerms: { fullRefundDays: '30', partialRefundDays: '7', partialRefundPercent: '50' } })).toEqual({
      refundTerms: { fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 },
    });
    const refused = ItemUpdateSchema.safeParse({ refundTerms: { fullRefundDays: 3, partialRefundDays: 7, partialRefundPercent: 150 } });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['refundTerms.partialRefundPercent']));
  });
});
