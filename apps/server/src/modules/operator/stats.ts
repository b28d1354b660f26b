import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { FUNNEL_LABELS, FUNNEL_STEPS, STATS_LIMITS, type ItemSales, type SalesSeries, type Stats } from '@trg/contract/operator-charts';
import { isoDateInDays } from '@trg/contract/dates';
import type { Db } from '../../db/client.ts';
import { pageViewStats } from '../analytics/index.ts';
import { orderItems, orders } from '../cart/schema.ts';
import { itemSummaries } from '../catalog/index.ts';

/** Orders that were paid: still paid, or refunded since (their sale happened; the refund shows apart). */
const SOLD_STATUSES = ['paid', 'refunded'] as const;

const bigNumber = (expression: SQL) => sql`coalesce(${expression}, 0)::bigint`.mapWith(Number);

export interface StatsRange {
  from: string;
  to: string;
  currency?: string | undefined;
}

/** Every calendar day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const start = new Date(`${from}T00:00:00Z`);
  for (let i = 0; ; i++) {
    const day = isoDateInDays(i, start);
    if (day > to) return days;
    days.push(day);
  }
}

/**
 * The overview's four charts over a range of UTC days. Each query reads by an index on its time column
 * (orders.paid_at, order_items.created_at, page_views.viewed_at); sales are per currency.
 */
export async function loadStats(db: Db, range: StatsRange): Promise<Stats> {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(`${isoDateInDays(1, new Date(`${range.to}T00:00:00Z`))}T00:00:00Z`);
  const paidInRange = and(gte(orders.paidAt, start), lt(orders.paidAt, end), inArray(orders.status, [...SOLD_STATUSES]));
  const inCurrency = range.currency ? and(paidInRange, eq(orders.currency, range.currency)) : paidInRange;

  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [dayRows, currencyRows, itemRows, views, [carts], [paid]] = await Promise.all([
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
        itemId: orderItems.itemId,
        currency: orders.currency,
        tickets: bigNumber(sql`sum(${orderItems.quantity})`),
        gross: bigNumber(sql`sum(${orderItems.quantity} * coalesce(${orderItems.unitPriceMinor}, 0))`),
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(inCurrency)
      .groupBy(orderItems.itemId, orders.currency),
    pageViewStats(db, { start, end, topPaths: STATS_LIMITS.topPaths }),
    db
      .select({ n: bigNumber(sql`count(distinct ${orderItems.orderId})`) })
      .from(orderItems)
      .where(and(gte(orderItems.createdAt, start), lt(orderItems.createdAt, end))),
    db.select({ n: bigNumber(sql`count(*)`) }).from(orders).where(paidInRange),
  ]);

  // Sales by day: one series per currency (the chosen one even without sales), every day of the range.
  const currencies = new Set(dayRows.map((row) => row.currency ?? ''));
  if (range.currency) currencies.add(range.currency);
  const days = daysOf(range.from, range.to);
  const salesByDay: SalesSeries[] = [...currencies].sort().map((currency) => {
    const byDay = new Map(dayRows.filter((row) => (row.currency ?? '') === currency).map((row) => [row.day, row]));
    return {
      currency,
      days: days.map((date) => {
        const row = byDay.get(date);
        return { date, orders: row?.orders ?? 0, tickets: row?.tickets ?? 0, grossMinor: row?.gross ?? 0, refundedMinor: row?.refunded ?? 0 };
      }),
    };
  });

  // Sales by item: per currency, the best by gross (then tickets, then title), at most 20 each.
  const items = await itemSummaries(
    db,
    itemRows.map((row) => row.itemId),
  );
  const sorted = itemRows
    .flatMap((row): ItemSales[] => {
      const item = items.get(row.itemId);
      return item ? [{ itemId: row.itemId, title: item.title, kind: item.kind, currency: row.currency ?? '', tickets: row.tickets, grossMinor: row.gross }] : [];
    })
    .sort((a, b) => b.grossMinor - a.grossMinor || b.tickets - a.tickets || a.title.localeCompare(b.title) || a.currency.localeCompare(b.currency));
  const perCurrency = new Map<string, number>();
  const salesByItem = sorted.filter((row) => {
    const n = (perCurrency.get(row.currency) ?? 0) + 1;
    perCurrency.set(row.currency, n);
    return n <= STATS_LIMITS.topItems;
  });

  const counts = { listing: views.listingViews, item: views.itemViews, cart: carts?.n ?? 0, paid: paid?.n ?? 0 };
  const funnel = FUNNEL_STEPS.map((step, index) => {
    const previous = index === 0 ? null : counts[FUNNEL_STEPS[index - 1] ?? step];
    return {
      step,
      label: FUNNEL_LABELS[step],
      count: counts[step],
      conversion: previous ? Math.round((counts[step] / previous) * 1000) / 10 : null,
    };
  });

  return {
    from: range.from,
    to: range.to,
    currency: range.currency ?? null,
    currencies: currencyRows.map((row) => row.currency ?? '').filter(Boolean).sort(),
    salesByDay,
    salesByItem,
    pageViews: views.topPaths,
    funnel,
  };
}
