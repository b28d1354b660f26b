import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PRICING_RATES,
  divideRoundingHalfUp,
  feeMinimumMinor,
  priceOrder,
  priceTicket,
  type DiscountRule,
  type PricingRates,
} from './pricing.ts';

const rates = DEFAULT_PRICING_RATES;

const ratesArb: fc.Arbitrary<PricingRates> = fc.record({
  feeRateBasisPoints: fc.integer({ min: 0, max: 3000 }),
  feeMinimumHundredths: fc.integer({ min: 0, max: 500 }),
  vatRateBasisPoints: fc.integer({ min: 0, max: 3000 }),
});
const currencyArb = fc.constantFrom('GBP', 'EUR', 'CHF', 'JPY', 'BHD');
const linesArb = fc.array(
  fc.record({
    itemId: fc.integer({ min: 1, max: 6 }),
    unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { maxLength: 6 },
);
const discountArb: fc.Arbitrary<DiscountRule | null> = fc.option(
  fc.oneof(
    fc.record({
      kind: fc.constant('percent' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      itemId: fc.option(fc.integer({ min: 1, max: 6 })),
    }),
    fc.record({
      kind: fc.constant('fixed' as const),
      amountMinor: fc.integer({ min: 1, max: 10_000_000 }),
      itemId: fc.option(fc.integer({ min: 1, max: 6 })),
    }),
  ),
);

describe('ticket pricing', () => {
  it('charges 5% with a 0.50 minimum, and 20% VAT on the fee, by default', () => {
    expect(priceTicket(9500, 'EUR', rates)).toEqual({ priceMinor: 9500, feeMinor: 475, vatMinor: 95, allInMinor: 10_070 });
    // 5% of 4.00 is 0.20, so the minimum applies.
    expect(priceTicket(400, 'GBP', rates)).toEqual({ priceMinor: 400, feeMinor: 50, vatMinor: 10, allInMinor: 460 });
    // Half a minor unit rounds up: 5% of 10.50 is 0.525 -> 0.53, and 20% of 0.53 is 0.106 -> 0.11.
    expect(priceTicket(1050, 'GBP', rates).feeMinor).toBe(53);
    expect(priceTicket(1050, 'GBP', rates).vatMinor).toBe(11);
  });

  it('charges no fee on a free ticket', () => {
    expect(priceTicket(0, 'GBP', rates)).toEqual({ priceMinor: 0, feeMinor: 0, vatMinor: 0, allInMinor: 0 });
  });

  it('reads the minimum in each currency’s own minor units', () => {
    expect(feeMinimumMinor('GBP', rates)).toBe(50);
    expect(feeMinimumMinor('JPY', rates)).toBe(1);
    expect(feeMinimumMinor('BHD', rates)).toBe(500);
  });

  it('rounds half up, and never further than half a unit', () => {
    expect(divideRoundingHalfUp(5, 10)).toBe(1);
    expect(divideRoundingHalfUp(4, 10)).toBe(0);
    expect(divideRoundingHalfUp(15, 10)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e5 }), (n, d) => {
        const q = divideRoundingHalfUp(n, d);
        expect(Number.isInteger(q)).toBe(true);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
        // Ties go up.
        if ((2 * n) % (2 * d) === d) expect(q * d).toBeGreaterThan(n);
      }),
    );
  });
});

describe('order pricing', () => {
  it('prices a cart with a voucher', () => {
    const order = priceOrder(
      [
        { itemId: 1, unitPriceMinor: 9500, quantity: 2 },
        { itemId: 2, unitPriceMinor: 6500, quantity: 1 },
      ],
      'EUR',
      rates,
      { kind: 'percent', percent: 10, itemId: null },
    );
    expect(order).toMatchObject({
      numberOfItems: 3,
      subtotalMinor: 25_500,
      discountMinor: 2550,
      feesMinor: 475 * 2 + 325,
      vatMinor: 95 * 2 + 65,
    });
    expect(order.totalMinor).toBe(25_500 - 2550 + 1275 + 255);
  });

  it('takes an item-only voucher off that item alone, and a fixed voucher no further than the subtotal', () => {
    const lines = [
      { itemId: 1, unitPriceMinor: 1000, quantity: 1 },
      { itemId: 2, unitPriceMinor: 3000, quantity: 2 },
    ];
    expect(priceOrder(lines, 'GBP', rates, { kind: 'percent', percent: 50, itemId: 2 }).discountMinor).toBe(3000);
    expect(priceOrder(lines, 'GBP', rates, { kind: 'fixed', amountMinor: 99_999, itemId: null }).discountMinor).toBe(7000);
    expect(priceOrder(lines, 'GBP', rates, { kind: 'fixed', amountMinor: 500, itemId: 3 }).discountMinor).toBe(0);
  });

  it('always has total = subtotal - discount + fees + VAT, never negative, in whole minor units', () => {
    fc.assert(
      fc.property(linesArb, currencyArb, ratesArb, discountArb, (lines, currency, someRates, discount) => {
        const order = priceOrder(lines, currency, someRates, discount);
        expect(order.totalMinor).toBe(order.subtotalMinor - order.discountMinor + order.feesMinor + order.vatMinor);
        expect(order.totalMinor).toBeGreaterThanOrEqual(0);
        expect(order.discountMinor).toBeGreaterThanOrEqual(0);
        expect(order.discountMinor).toBeLessThanOrEqual(order.subtotalMinor);
        for (const value of [order.subtotalMinor, order.discountMinor, order.feesMinor, order.vatMinor, order.totalMinor]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('without a discount costs exactly the all-in ticket prices times the quantities', () => {
    fc.assert(
      fc.property(linesArb, currencyArb, ratesArb, (lines, currency, someRates) => {
        const order = priceOrder(lines, currency, someRates);
        const allIn = lines.reduce(
          (sum, line) => sum + priceTicket(line.unitPriceMinor, currency, someRates).allInMinor * line.quantity,
          0,
        );
        expect(order.totalMinor).toBe(allIn);
      }),
    );
  });

  it('rounds fees and VAT per ticket, the same way whatever the order of the lines', () => {
    fc.assert(
      fc.property(linesArb, currencyArb, ratesArb, discountArb, (lines, currency, someRates, discount) => {
        const forward = priceOrder(lines, currency, someRates, discount);
        const backward = priceOrder([...lines].reverse(), currency, someRates, discount);
        expect(backward.totalMinor).toBe(forward.totalMinor);
        for (const line of forward.lines) {
          const ticket = priceTicket(line.unitPriceMinor, currency, someRates);
          expect(line.feesMinor).toBe(ticket.feeMinor * line.quantity);
          expect(line.vatMinor).toBe(ticket.vatMinor * line.quantity);
          // The fee is at least the minimum on a paid ticket and never fractional.
          if (line.unitPriceMinor > 0) expect(line.unitFeeMinor).toBeGreaterThanOrEqual(feeMinimumMinor(currency, someRates));
        }
      }),
    );
  });

  it('never charges more with a voucher than without', () => {
    fc.assert(
      fc.property(linesArb, currencyArb, discountArb, (lines, currency, discount) => {
        expect(priceOrder(lines, currency, rates, discount).totalMinor).toBeLessThanOrEqual(priceOrder(lines, currency, rates).totalMinor);
      }),
    );
  });
});
