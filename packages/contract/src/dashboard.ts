import { z } from './zod.ts';
import { CATALOG_KINDS, SHOWN_STATUSES } from './catalog-rules.ts';

/** The dashboards' home pages: ours, the spec shows an empty welcome. */

const KindSchema = z.enum(CATALOG_KINDS);

/** GET /api/auth/member-profile/dashboard */
export const MemberDashboardSchema = z.object({
  /** The soonest paid, unrefunded booking of an item that has not started; null when there is none. */
  nextBooking: z
    .object({
      itemId: z.number().int(),
      kind: KindSchema,
      title: z.string(),
      slug: z.string(),
      /** The item's local date and time, in its own time zone. */
      date: z.string().nullable(),
      time: z.string().nullable(),
      timeZone: z.string().nullable(),
      /** Ours: the item's IANA zone; timeZone is its short offset on the item's date. */
      timeZoneId: z.string().nullable().optional(),
      quantity: z.number().int(),
      bookingReference: z.string().nullable(),
    })
    .nullable(),
  /** Items the member booked (unrefunded) that have started and that they have not reviewed yet. */
  reviewsToWrite: z.array(
    z.object({ itemId: z.number().int(), kind: KindSchema, title: z.string(), slug: z.string(), date: z.string().nullable() }),
  ),
  /**
   * Ours (issue 30, decision 0021): wines poured at those items (started, booked, not refunded or cancelled) on a
   * published list, that the member has not reviewed yet; the latest item's wines first.
   */
  winesToReview: z
    .array(
      z.object({
        wineId: z.number().int(),
        wineListId: z.number().int(),
        wine: z.string(),
        producer: z.string().nullable(),
        vintage: z.string().nullable(),
        /** The item that poured it. */
        itemTitle: z.string(),
      }),
    )
    .optional(),
});
export type MemberDashboard = z.infer<typeof MemberDashboardSchema>;

/** Tickets and takings (ticket prices, fees excluded) in one currency; `takings` in decimals, as the spec shows money. */
const CurrencyFiguresSchema = z.object({ currency: z.string(), ticketsSold: z.number().int(), takings: z.string() });

/** GET /api/auth/business-profile/dashboard */
export const HostDashboardSchema = z.object({
  /** The calendar month (UTC) of `thisMonth`, as YYYY-MM. */
  month: z.string(),
  /** Paid, unrefunded sales this month, one entry per currency. */
  thisMonth: z.array(CurrencyFiguresSchema),
  /** The host's published items that have not started, soonest first, with their sales so far. */
  upcoming: z.array(
    z.object({
      itemId: z.number().int(),
      kind: KindSchema,
      title: z.string(),
      date: z.string().nullable(),
      time: z.string().nullable(),
      timeZone: z.string().nullable(),
      /** Ours: the item's IANA zone; timeZone is its short offset on the item's date. */
      timeZoneId: z.string().nullable().optional(),
      status: z.enum(SHOWN_STATUSES),
      ticketsSold: z.number().int(),
      capacity: z.number().int().nullable(),
      currency: z.string(),
      takings: z.string(),
    }),
  ),
  /** Drafts and what each still needs before it can be published (empty: ready). */
  drafts: z.array(z.object({ itemId: z.number().int(), kind: KindSchema, title: z.string(), missing: z.array(z.string()) })),
  /** Tickets sold per week (weeks start on Monday, UTC), the last eight weeks, oldest first. */
  weeklySales: z.array(z.object({ weekStart: z.string(), ticketsSold: z.number().int(), takings: z.array(CurrencyFiguresSchema) })),
});
export type HostDashboard = z.infer<typeof HostDashboardSchema>;

export const DASHBOARD_WEEKS = 8;

/** The Monday (UTC) of the week holding `instant`, as YYYY-MM-DD. */
export function weekStartOf(instant: number): string {
  const date = new Date(instant);
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day)).toISOString().slice(0, 10);
}

/** The last `count` week starts up to the one holding `now`, oldest first. */
export function recentWeekStarts(now: number, count = DASHBOARD_WEEKS): string[] {
  const current = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(current - (count - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10));
}
