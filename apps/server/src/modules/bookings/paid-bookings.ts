import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { paidUnrefunded } from '../cart/index.ts';


/** SQL true while the user holds a booking that stands for the item: for statements of other modules. */
export function holdsPaidBookingSql(itemId: SQLWrapper, userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${orderItems} inner join ${orders} on ${q(orders.id)} = ${q(orderItems.orderId)}
    where ${q(orderItems.itemId)} = ${itemId} and ${q(orders.userId)} = ${userId} and ${paidUnrefunded()})`;
}

/** True when the member holds a booking that stands for the item. */
export async function hasPaidBooking(db: Db, userId: number, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.itemId, itemId), eq(orders.userId, userId), paidUnrefunded()))
    .limit(1);
  return row !== undefined;
}
