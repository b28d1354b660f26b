import { minorUnits } from './lists/currencies.ts';

/**
 * The rates the server prices with (configured in the server's environment, sent to the web by
 * GET /api/cart/payment-config). Rates are basis points (1% = 100) so that all arithmetic stays in integers.
 */
export interface PricingRates {
  /** Booking fee per ticket as a share of its price. */
  feeRateBasisPoints: number;
  /** The least booking fee per paid ticket, in hundredths of the currency's major unit (50 = 0.50). */
  feeMinimumHundredths: number;
  /** VAT charged on the booking fee. */
  vatRateBasisPoints: number;
}

/**
 * The most one order may come to, in the currency's minor units: what one card payment can take (Stripe's eight
 * digits, 999,999.99 in a currency of cents), well within the database's integer columns.
 */
export const ORDER_TOTAL_MAX_MINOR = 99_999_999;

export const DEFAULT_PRICING_RATES: PricingRates = {
  feeRateBasisPoints: 500,
  feeMinimumHundredths: 50,
  vatRateBasisPoints: 2000,
};

/** numerator / denominator rounded half up, for non-negative integers. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The minimum fee in the currency's own minor units (0.50 is 50 cents, 1 yen, 500 fils). */
export function feeMinimumMinor(currency: string, rates: PricingRates): number {
  return divideRoundingHalfUp(rates.feeMinimumHundredths * 10 ** minorUnits(currency), 100);
}

export interface TicketPrice {
  priceMinor: number;
  feeMinor: number;
  vatMinor: number;
  /** What one ticket really costs: price, booking fee and the VAT on the fee. */
  allInMinor: number;
}

/** One ticket: the fee is a share of the price with a minimum (free tickets carry no fee); VAT is on the fee. */
export function priceTicket(priceMinor: number, currency: string, rates: PricingRates): TicketPrice {
  const feeMinor =
    priceMinor <= 0 ? 0 : Math.max(feeMinimumMinor(currency, rates), divideRoundingHalfUp(priceMinor * rates.feeRateBasisPoints, 10_000));
  const vatMinor = divideRoundingHalfUp(feeMinor * rates.vatRateBasisPoints, 10_000);
  return { priceMinor, feeMinor, vatMinor, allInMinor: priceMinor + feeMinor + vatMinor };
}

export type DiscountRule =
  { kind: 'percent'; percent: number; itemId: number | null } | { kind: 'fixed'; amountMinor: number; itemId: number | null };

export interface PricedLineInput {
  itemId: number;
  unitPriceMinor: number;
  quantity: number;
}

export interface PricedLine extends PricedLineInput {
  unitFeeMinor: number;
  unitVatMinor: number;
  subtotalMinor: number;
  feesMinor: number;
  vatMinor: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  numberOfItems: number;
  subtotalMinor: number;
  discountMinor: number;
  feesMinor: number;
  vatMinor: number;
  totalMinor: number;
}

/** The discount a rule gives on the subtotal (or on one item's lines); never more than that base. */
export function discountFor(rule: DiscountRule, lines: readonly PricedLine[]): number {
  const base = lines
    .filter((line) => rule.itemId === null || line.itemId === rule.itemId)
    .reduce((sum, line) => sum + line.subtotalMinor, 0);
  const wanted = rule.kind === 'percent' ? divideRoundingHalfUp(base * rule.percent, 100) : rule.amountMinor;
  return Math.min(base, Math.max(0, wanted));
}

/**
 * Prices an order: each ticket's fee and VAT are rounded once per ticket and multiplied out, so that a line
 * costs exactly quantity x the all-in ticket price; a discount comes off the subtotal only.
 * total = subtotal - discount + fees + VAT, never negative.
 */
export function priceOrder(
  inputs: readonly PricedLineInput[],
  currency: string,
  rates: PricingRates,
  discount: DiscountRule | null = null,
): PricedOrder {
  const lines = inputs.map((input): PricedLine => {
    const ticket = priceTicket(input.unitPriceMinor, currency, rates);
    return {
      ...input,
      unitFeeMinor: ticket.feeMinor,
      unitVatMinor: ticket.vatMinor,
      subtotalMinor: input.unitPriceMinor * input.quantity,
      feesMinor: ticket.feeMinor * input.quantity,
      vatMinor: ticket.vatMinor * input.quantity,
    };
  });
  const sum = (pick: (line: PricedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotalMinor = sum((line) => line.subtotalMinor);
  const feesMinor = sum((line) => line.feesMinor);
  const vatMinor = sum((line) => line.vatMinor);
  const discountMinor = discount ? discountFor(discount, lines) : 0;
  return {
    lines,
    numberOfItems: sum((line) => line.quantity),
    subtotalMinor,
    discountMinor,
    feesMinor,
    vatMinor,
    totalMinor: subtotalMinor - discountMinor + feesMinor + vatMinor,
  };
}

/** A rate in basis points as the percentage people read ("5", "2.5", "20"). */
export function basisPointsToPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
