import { and, asc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/fragments.ts';
import { catalogItems } from '../catalog/schema.ts';
import { paidUnrefunded } from './paid-orders.ts';
import { orderItems, orders, waitingListEntries } from './schema.ts';

export type CatalogItem = typeof catalogItems.$inferSelect;

/**
 * Locks the items' rows, in id order so that two checkouts never wait on each other crosswise. Every
 * reservation takes this lock first, so counting and reserving happen one checkout at a time per item.
 * NO KEY UPDATE still lets carts insert lines that reference the items.
 */
export async function lockItems(tx: Db, itemIds: readonly number[]): Promise<CatalogItem[]> {
  if (itemIds.length === 0) return [];
  return tx
    .select()
    .from(catalogItems)
    .where(inArray(catalogItems.id, [...itemIds]))
    .orderBy(asc(catalogItems.id))
    .for('no key update');
}

/**
 * SQL true while an order holds a live reservation at `now`: its checkout is under way (or its payment failed and
 * may be retried) and its hold has not lapsed, or its payment is processing (a direct debit), which holds until it
 * settles. What a hold keeps: tickets here, a place under a voucher's limit.
 */
export function liveReservation(now: Date | SQL): SQL {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql`((${qualified(orders.status)} in ('awaiting_payment', 'payment_failed') and ${qualified(orders.reservedUntil)} > ${at}) or ${qualified(orders.status)} = 'payment_pending')`;
}

/** The order lines that take tickets from an item at `now`: paid and not refunded, or held by a live reservation. */
function takesTickets(now: Date | SQL) {
  return sql`(${paidUnrefunded()} or ${liveReservation(now)})`;
}

/**
 * The places of an item kept by waiting-list holds that have not lapsed at `now`, except the hold of `exceptUserId`
 * (null: every hold counts): a hold keeps its place from everyone but its member.
 */
export function heldPlacesSql(itemId: SQLWrapper, exceptUserId: SQLWrapper | null, now: Date | SQL): SQL<number> {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  const others = exceptUserId === null ? sql`true` : sql`${qualified(waitingListEntries.userId)} is distinct from ${exceptUserId}`;
  return sql`(select count(*)::int from ${waitingListEntries} where ${qualified(waitingListEntries.itemId)} = ${itemId} and ${qualified(waitingListEntries.status)} = 'offered' and ${qualified(waitingListEntries.holdUntil)} > ${at} and ${others})`.mapWith(
    Number,
  );
}

/**
 * Tickets sold (paid, not refunded), plus tickets held by live reservations of other orders, plus places kept by
 * waiting-list holds of other members than the order's (all of them without an order), per item.
 */
export async function ticketsTaken(
  db: Db,
  itemIds: readonly number[],
  exceptOrderId: number | null,
  now: Date,
): Promise<Map<number, number>> {
  const taken = new Map<number, number>(itemIds.map((id) => [id, 0]));
  if (itemIds.length === 0) return taken;
  const rows = await db
    .select({ itemId: orderItems.itemId, n: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(inArray(orderItems.itemId, [...itemIds]), exceptOrderId === null ? sql`true` : ne(orders.id, exceptOrderId), takesTickets(now)),
    )
    .groupBy(orderItems.itemId);
  for (const row of rows) taken.set(row.itemId, Number(row.n));
  const orderUser =
    exceptOrderId === null
      ? null
      : sql`(select ${qualified(orders.userId)} from ${orders} where ${qualified(orders.id)} = ${exceptOrderId})`;
  const held = await db
    .select({ itemId: catalogItems.id, n: heldPlacesSql(qualified(catalogItems.id), orderUser, now) })
    .from(catalogItems)
    .where(inArray(catalogItems.id, [...itemIds]));
  for (const row of held) taken.set(row.itemId, (taken.get(row.itemId) ?? 0) + row.n);
  return taken;
}

/**
 * The tickets taken from one item now (sold plus held, by checkouts and by waiting-list holds), as a subquery for a
 * statement that reads the item, so that a page showing availability needs no round trip of its own for it.
 */
export function ticketsTakenSql(itemId: SQLWrapper): SQL<number> {
  return sql`((select coalesce(sum(${qualified(orderItems.quantity)}), 0)::int from ${orderItems} inner join ${orders} on ${qualified(orders.id)} = ${qualified(orderItems.orderId)} where ${qualified(orderItems.itemId)} = ${itemId} and ${takesTickets(sql`now()`)}) + ${heldPlacesSql(itemId, null, sql`now()`)})`.mapWith(
    Number,
  );
}

/**
 * The tickets taken from one item at `now` by orders other than `exceptOrderId` (null: none left out) and by holds of
 * other members than `userId`, as a subquery, so that a cart change reads the item, its cart and its stock in one
 * statement.
 */
export function ticketsTakenByOthersSql(itemId: SQLWrapper, exceptOrderId: SQLWrapper, userId: number, now: Date): SQL<number> {
  return sql`((select coalesce(sum(${qualified(orderItems.quantity)}), 0)::int from ${orderItems} inner join ${orders} on ${qualified(orders.id)} = ${qualified(orderItems.orderId)} where ${qualified(orderItems.itemId)} = ${itemId} and ${qualified(orders.id)} is distinct from ${exceptOrderId} and ${takesTickets(now)}) + ${heldPlacesSql(itemId, sql`${userId}::int`, now)})`.mapWith(
    Number,
  );
}

/** Tickets still to be had for an item: issued minus sold minus held. */
export function ticketsLeft(item: Pick<CatalogItem, 'quantity'>, taken: number): number {
  return Math.max(0, (item.quantity ?? 0) - taken);
}

export function soldOutMessage(title: string, left: number): string {
  if (left === 0) return `Sorry, ${title} is sold out.`;
  return `Sorry, only ${left} ${left === 1 ? 'ticket is' : 'tickets are'} left for ${title}.`;
}

/** Of these items, those that any order line names, in a cart, a checkout or a booking. */
export async function itemsWithLines(db: Db, itemIds: readonly number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ itemId: orderItems.itemId })
    .from(orderItems)
    .where(inArray(orderItems.itemId, [...itemIds]));
  return new Set(rows.map((row) => row.itemId));
}

/** The items whose public answers show these lines' places: each line's item and, for a slot, its experience (its calendar). */
export function availabilityOf(lines: readonly { itemId: number; item: Pick<CatalogItem, 'parentId'> }[]): number[] {
  return [...new Set(lines.flatMap((line) => (line.item.parentId === null ? [line.itemId] : [line.itemId, line.item.parentId])))];
}
