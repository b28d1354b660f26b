import { FUNNEL_LABELS, FUNNEL_STEPS, STATS_LIMITS, type ItemSales, type SalesSeries, type Stats } from '@trg/contract/operator-charts';
import { isoDateInDays } from '@trg/contract/dates';
import type { Db } from '../../db/client.ts';
import { pageViewStats } from '../analytics/index.ts';
import { itemSummaries } from '../catalog/index.ts';
import { salesInRange } from '../checkout/index.ts';

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
 * The overview's four charts over a range of UTC days. The sales come from the checkout, which owns them; the
 * page views are read by their index on page_views.viewed_at; sales are per currency.
 */
export async function loadStats(db: Db, range: StatsRange): Promise<Stats> {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(`${isoDateInDays(1, new Date(`${range.to}T00:00:00Z`))}T00:00:00Z`);
  const [sales, views] = await Promise.all([
    salesInRange(db, { start, end, currency: range.currency }),
    pageViewStats(db, { start, end, topPaths: STATS_LIMITS.topPaths }),
  ]);
  const dayRows = sales.days;
  const itemRows = sales.items;

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
        return {
          date,
          orders: row?.orders ?? 0,
          tickets: row?.tickets ?? 0,
          grossMinor: row?.gross ?? 0,
          refundedMinor: row?.refunded ?? 0,
        };
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
      return item
        ? [
            {
              itemId: row.itemId,
              title: item.title,
              kind: item.kind,
              currency: row.currency ?? '',
              tickets: row.tickets,
              grossMinor: row.gross,
            },
          ]
        : [];
    })
    .sort(
      (a, b) =>
        b.grossMinor - a.grossMinor || b.tickets - a.tickets || a.title.localeCompare(b.title) || a.currency.localeCompare(b.currency),
    );
  const perCurrency = new Map<string, number>();
  const salesByItem = sorted.filter((row) => {
    const n = (perCurrency.get(row.currency) ?? 0) + 1;
    perCurrency.set(row.currency, n);
    return n <= STATS_LIMITS.topItems;
  });

  const counts = { listing: views.listingViews, item: views.itemViews, cart: sales.cartsStarted, paid: sales.paidOrders };
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
    currencies: sales.currencies
      .map((currency) => currency ?? '')
      .filter(Boolean)
      .sort(),
    salesByDay,
    salesByItem,
    pageViews: views.topPaths,
    funnel,
  };
}
