import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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

/** The paid, unrefunded bookings of each item (a slot's, for its host's calendar): reference, attendee's name, places. */
export async function bookingsByItem(
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, { bookingReference: string | null; name: string; quantity: number }[]>> {
  const byItem = new Map<number, { bookingReference: string | null; name: string; quantity: number }[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: orderItems.itemId,
      quantity: orderItems.quantity,
      bookingReference: orders.bookingReference,
      name: sql<string>`trim(coalesce(${orders.attendee}->>'firstName', '') || ' ' || coalesce(${orders.attendee}->>'lastName', ''))`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.itemId, [...itemIds]), paidUnrefunded(), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt));
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({ bookingReference: row.bookingReference, name: row.name || 'Guest', quantity: row.quantity });
    byItem.set(row.itemId, list);
  }
  return byItem;
}
