import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogItems } from '../catalog/schema.ts';
import { OPEN_ORDER_STATUSES, orderItems, orders } from './schema.ts';
import type { CatalogItem } from './stock.ts';

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderItems.$inferSelect & { item: CatalogItem };

/** Orders whose prices are frozen: a payment is under way and the tickets are held. */
export function isFrozen(order: Pick<Order, 'status'>): boolean {
  return order.status === 'awaiting_payment' || order.status === 'payment_failed';
}

/** The member's open order (their cart), if they have one; `lock` takes its row lock. */
export async function findOpenOrder(db: Db, userId: number, lock = false): Promise<Order | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
    .limit(1);
  const [order] = lock ? await query.for('update') : await query;
  return order;
}

/** An order's lines with their items, in the order they were added. */
export async function loadLines(db: Db, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .select({ line: orderItems, item: catalogItems })
    .from(orderItems)
    .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({ ...row.line, item: row.item }));
}

/** The currency of an order's lines (one order takes one currency); null while it has none. */
export function cartCurrency(lines: readonly OrderLine[]): string | null {
  return lines[0]?.item.currency ?? null;
}

/** How many tickets an order holds. */
export async function ticketCount(db: Db, orderId: number): Promise<number> {
  const lines = await db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Reservations that ran out: their orders become 'expired' (still the member's cart, no longer holding tickets). */
export async function expireLapsedReservations(db: Db, now: Date, userId?: number): Promise<number> {
  const lapsed = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(orders.status, ['awaiting_payment', 'payment_failed']),
        lte(orders.reservedUntil, now),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .returning({ id: orders.id });
  return lapsed.length;
}
