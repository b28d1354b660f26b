import { sql, type SQL } from 'drizzle-orm';
import { qualified as q } from '../../db/fragments.ts';
import { orderItems, orders, type OrderStatus } from './schema.ts';

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
