import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogItems } from '../catalog/schema.ts';
import { isPaidUnrefunded } from './paid-orders.ts';
import { orderItems, orders } from './schema.ts';
import type { Order } from './orders.ts';
import type { CatalogItem } from './stock.ts';

const BOOKED_STATUSES = ['paid', 'refunded'] as const;
type BookedStatus = (typeof BOOKED_STATUSES)[number];
const isBooked = (status: string): status is BookedStatus => status === 'paid' || status === 'refunded';

export interface BookedLine {
  line: typeof orderItems.$inferSelect;
  order: Order;
  item: CatalogItem;
  /** 'refunded' also for a line refunded on its own (its item was cancelled in an order with other items). */
  orderStatus: BookedStatus;
  /** How many lines its order has: an order of one line paid exactly its total. */
  linesInOrder: number;
}

/** The member's order lines (of one item, if given), paid or refunded, newest first, in one statement. */
export async function memberBookedLines(db: Db, userId: number, itemId?: number): Promise<BookedLine[]> {
  const conditions = [eq(orders.userId, userId), inArray(orders.status, [...BOOKED_STATUSES])];
  if (itemId !== undefined) conditions.push(eq(orderItems.itemId, itemId));
  const rows = await db
    .select({
      line: orderItems,
      order: orders,
      item: catalogItems,
      linesInOrder: sql<number>`(select count(*)::int from ${orderItems} oi where oi.order_id = ${orders.id})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
    .where(and(...conditions))
    .orderBy(desc(orders.paidAt), desc(orders.id), desc(orderItems.id));
  return rows.flatMap((row) =>
    isBooked(row.order.status)
      ? [{ ...row, orderStatus: isPaidUnrefunded(row.order, row.line) ? ('paid' as const) : ('refunded' as const) }]
      : [],
  );
}

/** A line of these items (or their slots), paid or refunded since: for the host's guest list and the door. */
export type ItemBookedLine = Omit<BookedLine, 'item'>;

/** The booked lines of these items, oldest payment first, in one statement. */
export async function itemBookedLines(db: Db, itemIds: readonly number[]): Promise<ItemBookedLine[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      line: orderItems,
      order: orders,
      linesInOrder: sql<number>`(select count(*)::int from ${orderItems} oi where oi.order_id = ${orders.id})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.itemId, [...itemIds]), inArray(orders.status, [...BOOKED_STATUSES])))
    .orderBy(asc(orders.paidAt), asc(orderItems.id));
  return rows.flatMap((row) =>
    isBooked(row.order.status)
      ? [{ ...row, orderStatus: isPaidUnrefunded(row.order, row.line) ? ('paid' as const) : ('refunded' as const) }]
      : [],
  );
}
