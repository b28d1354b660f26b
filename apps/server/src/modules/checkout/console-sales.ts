import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogItems } from '../catalog/schema.ts';
import type { ItemKind } from '../catalog/index.ts';
import { orderItems, orders } from '../cart/schema.ts';

/** Orders that were paid: still paid, or refunded since (their sale happened; the refund shows apart). */
const SOLD_STATUSES = ['paid', 'refunded'] as const;

const bigNumber = (expression: SQL) => sql`coalesce(${expression}, 0)::bigint`.mapWith(Number);

/** A range of instants, `start` included and `end` not, optionally one currency's sales only. */
export interface SalesRange {
  start: Date;
  end: Date;
  currency?: string | undefined;
}

export interface SalesFiguresInRange {
  /** Orders, tickets, takings and refunds per UTC day (YYYY-MM-DD) and currency. */
  days: Array<{ day: string; currency: string | null; orders: number; tickets: number; gross: number; refunded: number }>;
  /** Every currency sold in over the range, whichever was asked for. */
  currencies: Array<string | null>;
  /** Tickets and takings per item and currency. */
  items: Array<{ itemId: number; title: string; kind: ItemKind; currency: string | null; tickets: number; gross: number }>;
  /** Carts that got a line in the range. */
  cartsStarted: number;
  /** Orders paid in the range, in any currency. */
  paidOrders: number;
}

/**
 * What the shop sold over a range, for the console's charts. Each query reads by an index on its time column
 * (orders.paid_at, order_items.created_at).
 */
export async function salesInRange(db: Db, { start, end, currency }: SalesRange): Promise<SalesFiguresInRange> {
  const paidInRange = and(gte(orders.paidAt, start), lt(orders.paidAt, end), inArray(orders.status, [...SOLD_STATUSES]));
  const inCurrency = currency ? and(paidInRange, eq(orders.currency, currency)) : paidInRange;
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [days, currencyRows, items, [carts], [paid]] = await Promise.all([
    db
      .select({
        day,
        currency: orders.currency,
        orders: bigNumber(sql`count(*)`),
        tickets: bigNumber(sql`sum((select sum(oi.quantity) from order_items oi where oi.order_id = ${orders.id}))`),
        gross: bigNumber(sql`sum(${orders.totalMinor})`),
        refunded: bigNumber(sql`sum(${orders.refundedMinor})`),
      })
      .from(orders)
      .where(inCurrency)
      .groupBy(day, orders.currency),
    db.selectDistinct({ currency: orders.currency }).from(orders).where(paidInRange),
    db
      .select({
        itemId: catalogItems.id,
        title: catalogItems.title,
        kind: catalogItems.kind,
        currency: orders.currency,
        tickets: bigNumber(sql`sum(${orderItems.quantity})`),
        gross: bigNumber(sql`sum(${orderItems.quantity} * coalesce(${orderItems.unitPriceMinor}, 0))`),
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
      .where(inCurrency)
      .groupBy(catalogItems.id, catalogItems.title, catalogItems.kind, orders.currency),
    db
      .select({ n: bigNumber(sql`count(distinct ${orderItems.orderId})`) })
      .from(orderItems)
      .where(and(gte(orderItems.createdAt, start), lt(orderItems.createdAt, end))),
    db
      .select({ n: bigNumber(sql`count(*)`) })
      .from(orders)
      .where(paidInRange),
  ]);
  return { days, currencies: currencyRows.map((row) => row.currency), items, cartsStarted: carts?.n ?? 0, paidOrders: paid?.n ?? 0 };
}
