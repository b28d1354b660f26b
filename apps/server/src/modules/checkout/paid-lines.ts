import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import { paidUnrefunded } from '../cart/index.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { partialRefundsByLine } from './refunds.ts';

/**
 * Paid order lines that were not refunded, priced as frozen at payment (fees excluded), less any amount staff
 * refunded against them, for the dashboards.
 */
async function paidLines(db: Db, condition: ReturnType<typeof eq>) {
  const rows = await db
    .select({
      lineId: orderItems.id,
      itemId: orderItems.itemId,
      quantity: orderItems.quantity,
      unitPriceMinor: orderItems.unitPriceMinor,
      currency: orders.currency,
      paidAt: orders.paidAt,
      bookingReference: orders.bookingReference,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(condition, paidUnrefunded(), isNotNull(orders.paidAt)));
  const partials = await partialRefundsByLine(
    db,
    rows.map((row) => row.lineId),
  );
  return rows.map((row) => ({
    itemId: row.itemId,
    quantity: row.quantity,
    amountMinor: Math.max(0, row.quantity * (row.unitPriceMinor ?? 0) - (partials.get(row.lineId) ?? 0)),
    currency: row.currency ?? DEFAULT_CURRENCY,
    paidAt: row.paidAt ?? new Date(0),
    bookingReference: row.bookingReference,
  }));
}

export const memberPaidLines = (db: Db, userId: number) => paidLines(db, eq(orders.userId, userId));

export async function itemPaidLines(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return paidLines(db, inArray(orderItems.itemId, [...itemIds]));
}
