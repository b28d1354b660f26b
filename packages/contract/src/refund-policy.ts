/*
 * An item's refund policy as terms the server applies when a buyer cancels (issue 33, decision 0028): a full refund
 * until N days before the start, a share of P percent until M days before, none after. The one function that says
 * what a cancellation refunds (`cancellationRefund`) is asked by the booking page's answer and by the cancel command.
 * Free of zod, so that an item's page carries only this.
 */

export interface RefundTerms {
  /** A full refund until this many days before the start (N). */
  fullRefundDays: number;
  /** Then `partialRefundPercent` until this many days before the start (M, at most N). */
  partialRefundDays: number;
  /** The share refunded between N and M days before (P, 0 to 100); 0 means none after N days. */
  partialRefundPercent: number;
}

/** The site's own terms, for items whose host has set none: what `DEFAULT_REFUND_POLICY` promises (14 days). */
export const SITE_REFUND_TERMS: RefundTerms = { fullRefundDays: 14, partialRefundDays: 0, partialRefundPercent: 0 };

/** Limits of the terms a host may set (a year ahead at most). */
export const REFUND_TERMS_LIMITS = { maxDays: 365 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The item's own terms, or the site's when it has none. */
export const effectiveRefundTerms = (terms: RefundTerms | null | undefined): RefundTerms => terms ?? SITE_REFUND_TERMS;

/** Why terms cannot be saved, by field, or an empty object when they are sound (N ≥ M ≥ 0, 0 ≤ P ≤ 100). */
export function refundTermsProblems(terms: RefundTerms): Partial<Record<keyof RefundTerms, string>> {
  const problems: Partial<Record<keyof RefundTerms, string>> = {};
  const days = (value: number) => Number.isInteger(value) && value >= 0 && value <= REFUND_TERMS_LIMITS.maxDays;
  if (!days(terms.fullRefundDays)) {
    problems.fullRefundDays = `The days for a full refund must be a whole number from 0 to ${REFUND_TERMS_LIMITS.maxDays}.`;
  }
  if (!days(terms.partialRefundDays)) {
    problems.partialRefundDays = `The days for a partial refund must be a whole number from 0 to ${REFUND_TERMS_LIMITS.maxDays}.`;
  } else if (days(terms.fullRefundDays) && terms.partialRefundDays > terms.fullRefundDays) {
    problems.partialRefundDays = 'The partial refund must end no earlier than the full refund: its days can be at most the full refund’s.';
  }
  if (!Number.isInteger(terms.partialRefundPercent) || terms.partialRefundPercent < 0 || terms.partialRefundPercent > 100) {
    problems.partialRefundPercent = 'The partial refund must be a whole percentage from 0 to 100.';
  }
  return problems;
}

const daysText = (n: number) => (n === 0 ? 'the start' : `${n} ${n === 1 ? 'day' : 'days'} before the start`);

/** The terms in words, as the item page, the checkout and the booking page state them. */
export function describeRefundTerms(terms: RefundTerms): string {
  const { fullRefundDays: n, partialRefundDays: m, partialRefundPercent: p } = terms;
  const full = `Full refund of the ticket price and booking fee if you cancel up to ${daysText(n)}`;
  if (p > 0 && p < 100 && m < n) return `${full}; ${p}% refund up to ${daysText(m)}; no refund after that.`;
  if (p === 100 && m < n)
    return `Full refund of the ticket price and booking fee if you cancel up to ${daysText(m)}; no refund after that.`;
  return n === 0 ? `${full}.` : `${full}; no refund after that.`;
}

export type RefundStage = 'full' | 'partial' | 'none';

export interface CancellationRefund {
  /** Which part of the policy applies now. */
  stage: RefundStage;
  /** The share refunded: 100, P or 0. */
  percent: number;
  /** What is refunded, in the booking's minor units (rounded down to the unit). */
  refundMinor: number;
  /** True once the item has started: it can no longer be cancelled. */
  started: boolean;
}

/**
 * What cancelling a booking refunds now under these terms: all of what was paid until N days before the start
 * (exactly N days before included), P percent until M days before, nothing after; nothing and `started` from the start.
 */
export function cancellationRefund(input: {
  terms: RefundTerms;
  /** What the booking paid and has not had back, in minor units. */
  paidMinor: number;
  /** The item's start (epoch ms), or undefined when it has no date yet (a full refund then). */
  startsAt: number | undefined;
  now: number;
}): CancellationRefund {
  const { terms, startsAt, now } = input;
  const paid = Math.max(0, Math.floor(input.paidMinor));
  if (startsAt === undefined) return { stage: 'full', percent: 100, refundMinor: paid, started: false };
  if (now >= startsAt) return { stage: 'none', percent: 0, refundMinor: 0, started: true };
  if (now <= startsAt - terms.fullRefundDays * DAY_MS) return { stage: 'full', percent: 100, refundMinor: paid, started: false };
  if (terms.partialRefundPercent > 0 && now <= startsAt - terms.partialRefundDays * DAY_MS) {
    const percent = terms.partialRefundPercent;
    return { stage: 'partial', percent, refundMinor: Math.floor((paid * percent) / 100), started: false };
  }
  return { stage: 'none', percent: 0, refundMinor: 0, started: false };
}

/**
 * What the detail page says when the host has written no refund policy of their own: the site's refund terms
 * (`SITE_REFUND_TERMS` below, 14 days, which a test holds to this text); here, not in catalog-text, so that the item
 * page's first script does not carry it and how to cancel.
 */
export const DEFAULT_REFUND_POLICY =
  'Cancel up to 14 days before the start for a full refund of the ticket price and booking fee, from your booking page or the Manage booking link in your confirmation email. After that, you can still cancel to free your place for someone else, without a refund. If the host cancels, every ticket is refunded in full, automatically.';
