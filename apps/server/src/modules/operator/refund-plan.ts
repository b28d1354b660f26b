import { divideRoundingHalfUp } from '@trg/contract/pricing';

/**
 * The arithmetic of a staff refund, pure so that it is tested on its own: what each line of a paid
 * order is worth to its buyer, and how a refund of some lines or of an amount is split between them. All
 * amounts are integer minor units of the order's currency (cents, pence, rappen; yen have none).
 */

export interface PlanOrder {
  totalMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  /** The voucher's one item; null when it applied to every item; undefined when the order had no voucher. */
  voucherItemId?: number | null;
}

export interface PlanLine {
  id: number;
  itemId: number;
  quantity: number;
  unitPriceMinor: number;
  unitFeeMinor: number;
  unitVatMinor: number;
  refunded: boolean;
  /** Amounts already refunded against this line without refunding it whole (paid or pending). */
  partialMinor: number;
}

export interface PlannedRefund {
  lineId: number;
  amountMinor: number;
}

/**
 * What the buyer paid for a line: price, fee and VAT of its tickets less its share of the voucher discount,
 * as the host's cancellation computes it (`queueItemRefunds`): all of an item voucher's discount when it is
 * this line's item, none when it is another's, else a share by the line's subtotal.
 */
export function lineShareMinor(order: PlanOrder, line: PlanLine): number {
  const subtotal = line.unitPriceMinor * line.quantity;
  const charges = subtotal + (line.unitFeeMinor + line.unitVatMinor) * line.quantity;
  let discount = 0;
  if (order.discountMinor > 0 && order.voucherItemId !== undefined) {
    if (order.voucherItemId === line.itemId) discount = order.discountMinor;
    else if (order.voucherItemId === null && order.subtotalMinor > 0) {
      discount = divideRoundingHalfUp(order.discountMinor * subtotal, order.subtotalMinor);
    }
  }
  return Math.max(0, charges - discount);
}

/** What refunding the whole line would pay back now: its share less what was refunded against it already. */
export function lineRefundableMinor(order: PlanOrder, line: PlanLine): number {
  return line.refunded ? 0 : Math.max(0, lineShareMinor(order, line) - line.partialMinor);
}

/** What is left to refund on the order: its total less every refund paid or pending. */
export const orderRemainingMinor = (order: PlanOrder, alreadyRefundedMinor: number) => Math.max(0, order.totalMinor - alreadyRefundedMinor);

/**
 * Refunds these whole lines. Each gets its refundable amount, except that when they are the order's last
 * unrefunded lines the last one takes whatever is left of the total, so rounding never leaves a cent behind
 * nor refunds one too many.
 */
export function planLineRefunds(
  order: PlanOrder,
  lines: readonly PlanLine[],
  chosen: readonly number[],
  alreadyRefundedMinor: number,
): PlannedRefund[] {
  const picked = lines.filter((line) => chosen.includes(line.id) && !line.refunded).sort((a, b) => a.id - b.id);
  const closesOrder = lines.every((line) => line.refunded || chosen.includes(line.id));
  let left = orderRemainingMinor(order, alreadyRefundedMinor);
  return picked.map((line, index) => {
    const last = closesOrder && index === picked.length - 1;
    const amountMinor = last ? left : Math.min(left, lineRefundableMinor(order, line));
    left -= amountMinor;
    return { lineId: line.id, amountMinor };
  });
}

/** The most an amount-only refund of these lines may be: what they have left, and no more than the order has. */
export function amountCapMinor(
  order: PlanOrder,
  lines: readonly PlanLine[],
  targets: readonly number[],
  alreadyRefundedMinor: number,
): number {
  const weight = lines.filter((line) => targets.includes(line.id)).reduce((sum, line) => sum + lineRefundableMinor(order, line), 0);
  return Math.min(weight, orderRemainingMinor(order, alreadyRefundedMinor));
}

/**
 * Spreads an amount over the target lines in proportion to what each has left (the lines stay unrefunded):
 * each line's share is rounded half up from what is still to split, so the shares add up to the amount
 * exactly and none exceeds its line. The caller checks the amount against `amountCapMinor` first.
 */
export function planAmountRefund(
  order: PlanOrder,
  lines: readonly PlanLine[],
  targets: readonly number[],
  amountMinor: number,
): PlannedRefund[] {
  const picked = lines
    .filter((line) => targets.includes(line.id))
    .map((line) => ({ line, weight: lineRefundableMinor(order, line) }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => a.line.id - b.line.id);
  let leftAmount = amountMinor;
  let leftWeight = picked.reduce((sum, { weight }) => sum + weight, 0);
  const planned: PlannedRefund[] = [];
  for (const { line, weight } of picked) {
    const share = leftWeight === weight ? leftAmount : divideRoundingHalfUp(leftAmount * weight, leftWeight);
    leftAmount -= share;
    leftWeight -= weight;
    if (share > 0) planned.push({ lineId: line.id, amountMinor: share });
  }
  return planned;
}

/**
 * The host's takings from a line: its ticket prices (the booking fee and its VAT are the buyer's charge to us,
 * not the host's), less any amount refunded against it; nothing once the line is refunded whole.
 */
export function hostTakingsMinor(line: Pick<PlanLine, 'quantity' | 'unitPriceMinor' | 'refunded' | 'partialMinor'>): number {
  if (line.refunded) return 0;
  return Math.max(0, line.quantity * line.unitPriceMinor - line.partialMinor);
}
