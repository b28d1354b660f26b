import { eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import { priceOrder, type DiscountRule, type PricedOrder, type PricingRates } from '@trg/contract/pricing';
import type { Db } from '../../db/client.ts';
import { cartCurrency, isFrozen, loadLines, type Order, type OrderLine } from './orders.ts';
import { vouchers } from './schema.ts';
import { checkVoucher, redemptionsInUse, type Voucher, type VoucherCheck } from './vouchers.ts';

/** What one ticket of a line costs: the price frozen for the payment under way, else the item's price today. */
export function unitPriceMinor(line: OrderLine, frozen: boolean): number {
  return frozen ? (line.unitPriceMinor ?? 0) : (line.item.priceMinor ?? 0);
}

/** Subtotal, discount, fees, VAT and total of an order's lines, at their frozen or today's prices. */
export function priceLines(lines: readonly OrderLine[], frozen: boolean, rates: PricingRates, discount: DiscountRule | null): PricedOrder {
  return priceOrder(
    lines.map((line) => ({ itemId: line.itemId, unitPriceMinor: unitPriceMinor(line, frozen), quantity: line.quantity })),
    cartCurrency(lines) ?? DEFAULT_CURRENCY,
    rates,
    discount,
  );
}

/** Whether a voucher applies to an order's lines now; redemptions by other orders count towards its limit. */
export async function checkOrderVoucher(
  db: Db,
  voucher: Voucher,
  orderId: number,
  lines: readonly OrderLine[],
  now: Date,
  itemTitle?: string | null,
): Promise<VoucherCheck> {
  return checkVoucher(voucher, {
    now,
    currency: cartCurrency(lines),
    lines: lines.map((line) => ({ itemId: line.itemId, title: line.item.title })),
    inUse: await redemptionsInUse(db, voucher.id, orderId, now),
    itemTitle,
  });
}

export interface PricedCart {
  order: Pick<Order, 'id' | 'status' | 'reservedUntil'> | undefined;
  lines: OrderLine[];
  /** A payment is under way: the prices and the discount are the ones frozen for it. */
  frozen: boolean;
  voucher: Voucher | undefined;
  /** Why the order's voucher does not apply now, when it does not. */
  voucherProblem: string | null;
  discountRule: DiscountRule | null;
  priced: PricedOrder;
  currency: string | null;
}

/** Prices the cart at today's prices (or, during a payment, at the prices frozen for it). */
export async function priceCart(db: Db, order: Order | undefined, rates: PricingRates, now: Date): Promise<PricedCart> {
  const lines = order ? await loadLines(db, order.id) : [];
  const frozen = order !== undefined && isFrozen(order);
  let voucher: Voucher | undefined;
  let voucherProblem: string | null = null;
  let discountRule: DiscountRule | null = null;
  if (order?.voucherId) {
    [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, order.voucherId)).limit(1);
  }
  if (voucher && order && frozen) {
    // During a payment the discount is the one frozen with the prices.
    if (order.discountMinor) discountRule = { kind: 'fixed', amountMinor: order.discountMinor, itemId: null };
  } else if (voucher && order) {
    const check = await checkOrderVoucher(db, voucher, order.id, lines, now);
    if (check.ok) discountRule = check.rule;
    else voucherProblem = check.message;
  }
  const priced = priceLines(lines, frozen, rates, discountRule);
  return { order, lines, frozen, voucher, voucherProblem, discountRule, priced, currency: cartCurrency(lines) };
}
