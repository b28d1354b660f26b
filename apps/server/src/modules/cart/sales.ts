import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import type { SalesFigures } from '../catalog/ports.ts';
import { orderItems, orders, refunds } from './schema.ts';

/**
 * Tickets sold and gross takings per item, from paid order lines that were not refunded (prices frozen at
 * payment), less amounts staff refunded against them.
 */
export async function salesByItem(db: Db, itemIds: readonly number[]): Promise<Map<number, SalesFigures>> {
  const figures = new Map<number, SalesFigures>();
  if (itemIds.length === 0) return figures;
  const rows = await db
    .select({
      itemId: orderItems.itemId,
      ticketsSold: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      // Less what staff refunded against a line that stays sold (an amount).
      grossMinor: sql<number>`coalesce(sum(greatest(0, ${orderItems.quantity} * coalesce(${orderItems.unitPriceMinor}, 0) - coalesce((
        select sum(${q(refunds.amountMinor)}) from ${refunds} where ${q(refunds.orderItemId)} = ${q(orderItems.id)} and ${q(refunds.status)} <> 'failed'), 0))), 0)::bigint`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.itemId, [...itemIds]), eq(orders.status, 'paid'), isNull(orderItems.refundedAt)))
    .groupBy(orderItems.itemId);
  for (const row of rows) figures.set(row.itemId, { ticketsSold: Number(row.ticketsSold), grossMinor: Number(row.grossMinor) });
  return figures;
}

/** True when the member holds a paid order with this item: they may review it. */
export async function hasPaidBooking(db: Db, userId: number, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.itemId, itemId), eq(orders.userId, userId), eq(orders.status, 'paid'), isNull(orderItems.refundedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * SQL true while the user holds a paid, unrefunded booking for the item: for statements of other modules
 * (a review counts only while its author holds one), handed over by app.ts.
 */
export function holdsPaidBookingSql(itemId: SQLWrapper, userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${orderItems} inner join ${orders} on ${q(orders.id)} = ${q(orderItems.orderId)}
    where ${q(orderItems.itemId)} = ${itemId} and ${q(orders.userId)} = ${userId} and ${q(orders.status)} = 'paid' and ${q(orderItems.refundedAt)} is null)`;
}
