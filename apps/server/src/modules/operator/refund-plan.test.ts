import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RATES, priceOrder, type DiscountRule } from '@trg/contract/pricing';
import { decimalToMinor } from '@trg/contract/money';
import {
  amountCapMinor,
  hostTakingsMinor,
  lineRefundableMinor,
  lineShareMinor,
  planAmountRefund,
  planLineRefunds,
  type PlanLine,
  type PlanOrder,
} from './refund-plan.ts';

/** An order priced as the cart prices it (the same fee, VAT and discount code), ready for the refund arithmetic. */
function pricedOrder(currency: string, lines: { itemId: number; unitPriceMinor: number; quantity: number }[], rule?: DiscountRule) {
  const priced = priceOrder(lines, currency, DEFAULT_PRICING_RATES, rule ?? null);
  const order: PlanOrder = {
    totalMinor: priced.totalMinor,
    subtotalMinor: priced.subtotalMinor,
    discountMinor: priced.discountMinor,
    voucherItemId: rule ? rule.itemId : undefined,
  };
  const planLines: PlanLine[] = priced.lines.map((line, index) => ({
    id: index + 1,
    itemId: line.itemId,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    unitFeeMinor: line.unitFeeMinor,
    unitVatMinor: line.unitVatMinor,
    refunded: false,
    partialMinor: 0,
  }));
  return { order, lines: planLines, priced };
}

const sum = (refunds: { amountMinor: number }[]) => refunds.reduce((total, r) => total + r.amountMinor, 0);

describe('refunding whole lines', () => {
  it.each(['EUR', 'GBP', 'CHF', 'JPY'])('in %s, line by line adds up to exactly what was paid', (currency) => {
    const yen = currency === 'JPY';
    const { order, lines } = pricedOrder(currency, [
      { itemId: 10, unitPriceMinor: yen ? 3333 : 3333, quantity: 3 },
      { itemId: 11, unitPriceMinor: yen ? 1999 : 1999, quantity: 1 },
      { itemId: 12, unitPriceMinor: yen ? 777 : 777, quantity: 2 },
    ]);
    const first = planLineRefunds(order, lines, [1], 0);
    // Line 1: 3 tickets of price + fee (5%, at least the minimum) + 20% VAT on the fee.
    expect(first).toEqual([{ lineId: 1, amountMinor: lineShareMinor(order, lines[0]!) }]);
    const afterFirst = lines.map((l) => (l.id === 1 ? { ...l, refunded: true } : l));
    const second = planLineRefunds(order, afterFirst, [2], sum(first));
    const afterSecond = afterFirst.map((l) => (l.id === 2 ? { ...l, refunded: true } : l));
    const last = planLineRefunds(order, afterSecond, [3], sum(first) + sum(second));
    expect(sum(first) + sum(second) + sum(last)).toBe(order.totalMinor);
  });

  it('prices a GBP line as its tickets with their fee and VAT', () => {
    const { order, lines } = pricedOrder('GBP', [
      { itemId: 1, unitPriceMinor: 4500, quantity: 2 },
      { itemId: 2, unitPriceMinor: 2000, quantity: 1 },
    ]);
    // 45.00 + 2.25 fee + 0.45 VAT = 47.70 a ticket; 20.00 + 1.00 + 0.20 = 21.20.
    expect(planLineRefunds(order, lines, [1], 0)).toEqual([{ lineId: 1, amountMinor: 9540 }]);
    expect(planLineRefunds(order, lines, [2], 0)).toEqual([{ lineId: 2, amountMinor: 2120 }]);
    expect(order.totalMinor).toBe(11660);
    expect(planLineRefunds(order, lines, [1, 2], 0)).toEqual([
      { lineId: 1, amountMinor: 9540 },
      { lineId: 2, amountMinor: 2120 },
    ]);
  });

  it('prices a yen line (no decimals) with the yen minimum fee', () => {
    const { order, lines } = pricedOrder('JPY', [
      { itemId: 1, unitPriceMinor: 5000, quantity: 1 },
      { itemId: 2, unitPriceMinor: 10, quantity: 1 },
    ]);
    // 5000 + 250 fee + 50 VAT; 10 yen + the 1 yen minimum fee + 0 VAT (0.2 rounds down).
    expect(lineShareMinor(order, lines[0]!)).toBe(5300);
    expect(lineShareMinor(order, lines[1]!)).toBe(11);
    expect(decimalToMinor('5300', 'JPY')).toBe(5300);
    expect(decimalToMinor('53.5', 'JPY')).toBeUndefined();
  });

  it('the last line takes what is left, so cents never drift', () => {
    // A 10% voucher on everything over three lines of 33.33: each share rounds, the total does not move.
    const rule: DiscountRule = { kind: 'percent', percent: 10, itemId: null };
    const { order, lines } = pricedOrder(
      'EUR',
      [1, 2, 3].map((itemId) => ({ itemId, unitPriceMinor: 3333, quantity: 1 })),
      rule,
    );
    const all = planLineRefunds(order, lines, [1, 2, 3], 0);
    expect(sum(all)).toBe(order.totalMinor);
    expect(all[0]!.amountMinor).toBe(lineShareMinor(order, lines[0]!));
  });
});

describe('vouchers', () => {
  it('a percent voucher on every item is shared by subtotal (CHF)', () => {
    const rule: DiscountRule = { kind: 'percent', percent: 20, itemId: null };
    const { order, lines } = pricedOrder(
      'CHF',
      [
        { itemId: 1, unitPriceMinor: 6000, quantity: 1 },
        { itemId: 2, unitPriceMinor: 3000, quantity: 1 },
      ],
      rule,
    );
    expect(order.discountMinor).toBe(1800);
    // 60.00 + 3.00 + 0.60 less 12.00 of the discount; 30.00 + 1.50 + 0.30 less 6.00.
    expect(lineShareMinor(order, lines[0]!)).toBe(5160);
    expect(lineShareMinor(order, lines[1]!)).toBe(2580);
    expect(lineShareMinor(order, lines[0]!) + lineShareMinor(order, lines[1]!)).toBe(order.totalMinor);
  });

  it('a percent voucher on one item comes off that item only (EUR)', () => {
    const rule: DiscountRule = { kind: 'percent', percent: 50, itemId: 2 };
    const { order, lines } = pricedOrder(
      'EUR',
      [
        { itemId: 1, unitPriceMinor: 4000, quantity: 1 },
        { itemId: 2, unitPriceMinor: 2000, quantity: 2 },
      ],
      rule,
    );
    expect(order.discountMinor).toBe(2000);
    expect(lineShareMinor(order, lines[0]!)).toBe(4000 + 200 + 40);
    expect(lineShareMinor(order, lines[1]!)).toBe(4000 + 2 * (100 + 20) - 2000);
  });

  it('a fixed voucher on every item is shared by subtotal, a fixed one on an item comes off that item (GBP)', () => {
    const all: DiscountRule = { kind: 'fixed', amountMinor: 1000, itemId: null };
    const shared = pricedOrder(
      'GBP',
      [
        { itemId: 1, unitPriceMinor: 3000, quantity: 1 },
        { itemId: 2, unitPriceMinor: 1000, quantity: 1 },
      ],
      all,
    );
    expect(lineShareMinor(shared.order, shared.lines[0]!)).toBe(3000 + 150 + 30 - 750);
    expect(lineShareMinor(shared.order, shared.lines[1]!)).toBe(1000 + 50 + 10 - 250);

    const one: DiscountRule = { kind: 'fixed', amountMinor: 500, itemId: 1 };
    const single = pricedOrder(
      'GBP',
      [
        { itemId: 1, unitPriceMinor: 3000, quantity: 1 },
        { itemId: 2, unitPriceMinor: 1000, quantity: 1 },
      ],
      one,
    );
    expect(lineShareMinor(single.order, single.lines[0]!)).toBe(3000 + 150 + 30 - 500);
    expect(lineShareMinor(single.order, single.lines[1]!)).toBe(1000 + 50 + 10);
  });
});

describe('refunding an amount', () => {
  it('spreads it over the lines by what each has left, adding up exactly (EUR)', () => {
    const { order, lines } = pricedOrder('EUR', [
      { itemId: 1, unitPriceMinor: 4500, quantity: 2 },
      { itemId: 2, unitPriceMinor: 2000, quantity: 1 },
    ]);
    const planned = planAmountRefund(order, lines, [1, 2], 1001);
    expect(sum(planned)).toBe(1001);
    // 95.40 and 21.20 of 116.60: 819 and 182 cents.
    expect(planned).toEqual([
      { lineId: 1, amountMinor: 819 },
      { lineId: 2, amountMinor: 182 },
    ]);
  });

  it('puts it all on one chosen line, capped by what that line has left', () => {
    const { order, lines } = pricedOrder('GBP', [
      { itemId: 1, unitPriceMinor: 4500, quantity: 1 },
      { itemId: 2, unitPriceMinor: 2000, quantity: 1 },
    ]);
    expect(planAmountRefund(order, lines, [2], 1250)).toEqual([{ lineId: 2, amountMinor: 1250 }]);
    expect(amountCapMinor(order, lines, [2], 0)).toBe(2120);
    const afterPartial = lines.map((l) => (l.id === 2 ? { ...l, partialMinor: 1250 } : l));
    expect(amountCapMinor(order, afterPartial, [2], 1250)).toBe(870);
    expect(lineRefundableMinor(order, afterPartial[1]!)).toBe(870);
    // Refunding the rest of the line afterwards pays only what is left of it.
    expect(planLineRefunds(order, afterPartial, [2], 1250)).toEqual([{ lineId: 2, amountMinor: 870 }]);
    // And the whole order then closes at exactly its total.
    const closing = planLineRefunds(order, afterPartial, [1, 2], 1250);
    expect(sum(closing) + 1250).toBe(order.totalMinor);
  });

  it('never gives a line more than it has, however small its share (CHF)', () => {
    const { order, lines } = pricedOrder('CHF', [
      { itemId: 1, unitPriceMinor: 100, quantity: 1 },
      { itemId: 2, unitPriceMinor: 99_900, quantity: 1 },
    ]);
    const cap = amountCapMinor(order, lines, [1, 2], 0);
    const planned = planAmountRefund(order, lines, [1, 2], cap);
    expect(sum(planned)).toBe(cap);
    for (const p of planned)
      expect(p.amountMinor).toBeLessThanOrEqual(
        lineRefundableMinor(
          order,
          lines.find((l) => l.id === p.lineId)!,
        ),
      );
  });

  it("lowers the host's takings from the line by the amount, never below nothing", () => {
    expect(hostTakingsMinor({ quantity: 2, unitPriceMinor: 4500, refunded: false, partialMinor: 0 })).toBe(9000);
    expect(hostTakingsMinor({ quantity: 2, unitPriceMinor: 4500, refunded: false, partialMinor: 1250 })).toBe(7750);
    expect(hostTakingsMinor({ quantity: 1, unitPriceMinor: 1000, refunded: false, partialMinor: 1200 })).toBe(0);
    expect(hostTakingsMinor({ quantity: 2, unitPriceMinor: 4500, refunded: true, partialMinor: 0 })).toBe(0);
  });
});
