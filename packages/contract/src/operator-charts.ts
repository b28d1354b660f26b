import { z } from './zod.ts';
import { inputObject } from './text.ts';
import { isIsoDate, isoDateInDays, todayIso } from './dates.ts';
import { isCurrencyCode } from './lists/currencies.ts';
import { minorToDecimal } from './money.ts';
import { toCsv } from './csv.ts';

/**
 * The console's overview: sales by day and by item per currency, page views by path
 * and the funnel, over a range of calendar days in UTC.
 *
 * - GET /api/operator/stats?from=YYYY-MM-DD&to=YYYY-MM-DD&currency=EUR: StatsQuerySchema → StatsSchema.
 * - GET /api/operator/stats/export?chart=…&from&to&currency: one chart as a CSV file (statsCsv).
 *
 * Amounts in different currencies never add up, so every sales figure is per currency; the funnel counts
 * page views and carts, which have no currency, so it ignores the currency filter.
 */

export const STATS_LIMITS = {
  /** Days of one range, both ends included: a year, leap or not. */
  maxDays: 366,
  /** Days of the default range, ending today. */
  defaultDays: 30,
  /** Rows of sales by item, per currency. */
  topItems: 20,
  /** Rows of page views by path. */
  topPaths: 20,
} as const;

export const STATS_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  order: 'The start must be on or before the end.',
  tooLong: `Choose at most ${STATS_LIMITS.maxDays} days.`,
  currency: 'Choose a currency by its three-letter code, as EUR.',
  chart: 'Choose one of the charts: sales-by-day, sales-by-item, page-views or funnel.',
} as const;

export const STATS_CHARTS = ['sales-by-day', 'sales-by-item', 'page-views', 'funnel'] as const;
export type StatsChart = (typeof STATS_CHARTS)[number];

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const isoDay = () => z.string({ error: STATS_MESSAGES.date }).trim().refine(isIsoDate, { error: STATS_MESSAGES.date });

const rangeShape = {
  from: isoDay().optional(),
  to: isoDay().optional(),
  // Empty means every currency (a form's "All currencies").
  currency: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: STATS_MESSAGES.currency })
      .trim()
      .transform((code) => code.toUpperCase())
      .refine(isCurrencyCode, { error: STATS_MESSAGES.currency })
      .optional(),
  ),
};

type RangeInput = { from?: string | undefined; to?: string | undefined };

/** The range with its defaults: the last 30 days up to `to` (or today, UTC). */
export function resolveRange(input: RangeInput, now = new Date()): { from: string; to: string } {
  const to = input.to ?? (input.from && input.from > todayIso(now) ? input.from : todayIso(now));
  const from = input.from ?? isoDateInDays(-(STATS_LIMITS.defaultDays - 1), new Date(`${to}T00:00:00Z`));
  return { from, to };
}

function checkRange(value: RangeInput, ctx: z.RefinementCtx) {
  if (value.from !== undefined && !isIsoDate(value.from)) return;
  if (value.to !== undefined && !isIsoDate(value.to)) return;
  const { from, to } = resolveRange(value);
  if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: STATS_MESSAGES.order });
  else if (daysInRange(from, to) > STATS_LIMITS.maxDays) ctx.addIssue({ code: 'custom', path: ['from'], message: STATS_MESSAGES.tooLong });
}

/** GET /api/operator/stats */
export const StatsQuerySchema = inputObject(rangeShape).superRefine(checkRange);
export type StatsQuery = z.input<typeof StatsQuerySchema>;

/** GET /api/operator/stats/export */
export const StatsExportQuerySchema = inputObject({
  ...rangeShape,
  chart: z.enum(STATS_CHARTS, { error: STATS_MESSAGES.chart }),
}).superRefine(checkRange);

export const SalesDaySchema = z.object({
  date: z.string(),
  /** Orders paid that day (UTC), refunded since or not. */
  orders: z.number().int(),
  /** Tickets (units) of those orders. */
  tickets: z.number().int(),
  /** Their totals, in minor units: what buyers paid. */
  grossMinor: z.number().int(),
  /** What has been refunded of them since, in minor units. */
  refundedMinor: z.number().int(),
});
export type SalesDay = z.infer<typeof SalesDaySchema>;

export const SalesSeriesSchema = z.object({ currency: z.string(), days: z.array(SalesDaySchema) });
export type SalesSeries = z.infer<typeof SalesSeriesSchema>;

export const ItemSalesSchema = z.object({
  itemId: z.number().int(),
  title: z.string(),
  kind: z.string(),
  currency: z.string(),
  tickets: z.number().int(),
  /** Tickets × their price, in minor units (before vouchers, fees and VAT). */
  grossMinor: z.number().int(),
});
export type ItemSales = z.infer<typeof ItemSalesSchema>;

export const PathViewsSchema = z.object({ path: z.string(), views: z.number().int() });
export type PathViews = z.infer<typeof PathViewsSchema>;

export const FUNNEL_STEPS = ['listing', 'item', 'cart', 'paid'] as const;
export const FUNNEL_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  listing: 'Listing views',
  item: 'Item views',
  cart: 'Carts',
  paid: 'Paid orders',
};
export const FunnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  label: z.string(),
  count: z.number().int(),
  /** This step's count as a percentage of the step before (one decimal); null for the first step or after 0. */
  conversion: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof FunnelStepSchema>;

export const StatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string().nullable(),
  /** The currencies with paid orders in the range (for the filter), alphabetical. */
  currencies: z.array(z.string()),
  /** One series per currency, every day of the range (days without sales as zeros). */
  salesByDay: z.array(SalesSeriesSchema),
  /** The best-selling items by gross, up to 20 per currency. */
  salesByItem: z.array(ItemSalesSchema),
  /** The most-viewed paths, up to 20. */
  pageViews: z.array(PathViewsSchema),
  funnel: z.array(FunnelStepSchema),
});
export type Stats = z.infer<typeof StatsSchema>;

// CSV ------------------------------------------------------------------------------------------------------

/** One chart of the overview as CSV; amounts as decimals in their currency ("12.50"). */
export function statsCsv(chart: StatsChart, stats: Stats): string {
  switch (chart) {
    case 'sales-by-day':
      return toCsv([
        ['Date', 'Currency', 'Paid orders', 'Tickets', 'Gross', 'Refunded'],
        ...stats.salesByDay.flatMap((series) =>
          series.days.map((day) => [
            day.date,
            series.currency,
            day.orders,
            day.tickets,
            minorToDecimal(day.grossMinor, series.currency),
            minorToDecimal(day.refundedMinor, series.currency),
          ]),
        ),
      ]);
    case 'sales-by-item':
      return toCsv([
        ['Item', 'Kind', 'Currency', 'Tickets', 'Gross'],
        ...stats.salesByItem.map((row) => [row.title, row.kind, row.currency, row.tickets, minorToDecimal(row.grossMinor, row.currency)]),
      ]);
    case 'page-views':
      return toCsv([['Path', 'Views'], ...stats.pageViews.map((row) => [row.path, row.views])]);
    case 'funnel':
      return toCsv([
        ['Step', 'Count', 'Conversion from the step before (%)'],
        ...stats.funnel.map((row) => [row.label, row.count, row.conversion === null ? '' : row.conversion.toFixed(1)]),
      ]);
  }
}

/** The file name of a chart's CSV: `sales-by-day_2026-10-01_2026-10-30[_EUR].csv`. */
export function statsCsvFilename(chart: StatsChart, range: { from: string; to: string; currency?: string | null | undefined }): string {
  return `${chart}_${range.from}_${range.to}${range.currency ? `_${range.currency}` : ''}.csv`;
}
