import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import { orderItems, orders, type OrderStatus } from './schema.ts';
import { catalogItems } from '../catalog/schema.ts';

/*
 * A booking that stands: a line of a paid order that was not refunded, neither on its own (its item was cancelled,
 * or staff refunded that line) nor with its whole order. The cart owns the orders, so this file says it once, and
 * everything that asks (tickets sold and takings, stock, refunds, who may review an item or a wine, whose reviews
 * count, who sees a streaming link or a wine) reads it here.
 */

/** SQL true for a booking that stands, over order_items joined to their orders. */
export function paidUnrefunded(): SQL {
  return sql`(${q(orders.status)} = 'paid' and ${q(orderItems.refundedAt)} is null)`;
}

/** The same test of a line already read with its order. */
export function isPaidUnrefunded(order: { status: OrderStatus }, line: { refundedAt: Date | null }): boolean {
  return order.status === 'paid' && line.refundedAt === null;
}

/**
 * SQL true while the user holds a booking that stands for the item, or for one of its slots (an experience sold by
 * the slot is booked through them): for statements of other modules. Two EXISTS, each read through an index.
 */
export function holdsPaidBookingSql(itemId: SQLWrapper | number, userId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${orderItems} inner join ${orders} on ${q(orders.id)} = ${q(orderItems.orderId)}
    where ${q(orderItems.itemId)} = ${itemId} and ${q(orders.userId)} = ${userId} and ${paidUnrefunded()})
    or exists (select 1 from ${catalogItems} inner join ${orderItems} on ${q(orderItems.itemId)} = ${q(catalogItems.id)}
      inner join ${orders} on ${q(orders.id)} = ${q(orderItems.orderId)}
      where ${q(catalogItems.parentId)} = ${itemId} and ${q(orders.userId)} = ${userId} and ${paidUnrefunded()}))`;
}

/** True when the member holds a booking that stands for the item (or one of its slots). */
export async function hasPaidBooking(db: Db, userId: number, itemId: number): Promise<boolean> {
  const [row] = await queryRows<{ holds: boolean }>(db, sql`select ${holdsPaidBookingSql(itemId, userId)} as holds`);
  return row?.holds === true;
}
