import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import type { SalesFigures } from '../catalog/index.ts';
import { paidUnrefunded } from '../cart/index.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { refunds } from './schema.ts';

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
    .where(and(inArray(orderItems.itemId, [...itemIds]), paidUnrefunded()))
    .groupBy(orderItems.itemId);
  for (const row of rows) figures.set(row.itemId, { ticketsSold: Number(row.ticketsSold), grossMinor: Number(row.grossMinor) });
  return figures;
}
