import { DASHBOARD_WEEKS, recentWeekStarts, weekStartOf, type HostDashboard, type MemberDashboard } from '@trg/contract/dashboard';
import { minorToDecimal } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import type { DashboardPorts, PaidLine } from './ports.ts';
import { zoneOnTheWire } from '@trg/contract/local-time-labels';

const soonestFirst = (a: { startsAt: number | null }, b: { startsAt: number | null }) =>
  (a.startsAt ?? Number.MAX_SAFE_INTEGER) - (b.startsAt ?? Number.MAX_SAFE_INTEGER);

/** The member's home: the next booking and the reviews waiting to be written. */
export async function memberDashboard(db: Db, ports: DashboardPorts, userId: number, now = Date.now()): Promise<MemberDashboard> {
  const lines = await ports.memberPaidLines(db, userId);
  const ids = [...new Set(lines.map((line) => line.itemId))];
  const [items, reviewed] = await Promise.all([ports.itemsById(db, ids, now), ports.reviewedItemIds(db, userId)]);

  const upcoming = items
    .filter((item) => item.shownStatus === 'Active' && item.startsAt !== null && item.startsAt > now)
    .sort(soonestFirst);
  const next = upcoming[0];
  const nextLines = next ? lines.filter((line) => line.itemId === next.id) : [];
  // Attended: started and not cancelled; the latest first.
  const attended = items
    .filter((item) => item.startsAt !== null && item.startsAt <= now && item.shownStatus !== 'Cancelled')
    .sort((a, b) => (b.startsAt ?? 0) - (a.startsAt ?? 0));
  const reviewsToWrite = attended
    // A slot's review is its experience's.
    .filter((item) => !reviewed.has(item.slotOf ?? item.id))
    .map((item) => ({ itemId: item.id, kind: item.kind, title: item.title, slug: item.slug, date: item.date }));
  // A slot pours its experience's lists as well as its own.
  const pouringIds = [...new Set(attended.flatMap((item) => (item.slotOf === null ? [item.id] : [item.id, item.slotOf])))];
  const titleOf = new Map(
    attended.flatMap((item) => [[item.id, item.title] as const, ...(item.slotOf ? [[item.slotOf, item.title] as const] : [])]),
  );
  const winesToReview = (await ports.winesToReview(db, userId, pouringIds)).map(({ itemId, ...wine }) => ({
    ...wine,
    itemTitle: titleOf.get(itemId) ?? '',
  }));

  return {
    nextBooking: next
      ? {
          itemId: next.id,
          kind: next.kind,
          title: next.title,
          slug: next.slug,
          date: next.date,
          time: next.time,
          ...(next.timeZone ? zoneOnTheWire(next.timeZone, next.date, next.time) : { timeZone: null, timeZoneId: null }),
          quantity: nextLines.reduce((sum, line) => sum + line.quantity, 0),
          // The latest booking's reference, when the member booked the item more than once.
          bookingReference: nextLines.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime())[0]?.bookingReference ?? null,
        }
      : null,
    reviewsToWrite,
    winesToReview,
  };
}

/** Sums lines per currency, currencies in alphabetical order. */
function perCurrency(lines: readonly PaidLine[]) {
  const sums = new Map<string, { ticketsSold: number; amountMinor: number }>();
  for (const line of lines) {
    const sum = sums.get(line.currency) ?? { ticketsSold: 0, amountMinor: 0 };
    sum.ticketsSold += line.quantity;
    sum.amountMinor += line.amountMinor;
    sums.set(line.currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({ currency, ticketsSold: sum.ticketsSold, takings: minorToDecimal(sum.amountMinor, currency) }));
}

/** The host's home: this month's sales per currency, upcoming items with their sales, drafts, sales by week. */
export async function hostDashboard(db: Db, ports: DashboardPorts, hostId: number, now = Date.now()): Promise<HostDashboard> {
  const all = await ports.hostItems(db, hostId, now);
  const lines = await ports.itemPaidLines(
    db,
    all.map((item) => item.id),
  );
  // Slots are not listed on their own: their sales count under their experience.
  const items = all.filter((item) => item.slotOf === null);
  const countedUnder = new Map(all.map((item) => [item.id, item.slotOf ?? item.id]));
  const today = new Date(now);
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const month = new Date(monthStart).toISOString().slice(0, 7);

  const upcoming = items
    .filter((item) => item.shownStatus === 'Active')
    .sort(soonestFirst)
    .map((item) => {
      const sold = lines.filter((line) => countedUnder.get(line.itemId) === item.id);
      return {
        itemId: item.id,
        kind: item.kind,
        title: item.title,
        date: item.date,
        time: item.time,
        ...(item.timeZone ? zoneOnTheWire(item.timeZone, item.date, item.time) : { timeZone: null, timeZoneId: null }),
        status: item.shownStatus,
        ticketsSold: sold.reduce((sum, line) => sum + line.quantity, 0),
        capacity: item.capacity,
        currency: item.currency,
        takings: minorToDecimal(
          sold.reduce((sum, line) => sum + line.amountMinor, 0),
          item.currency,
        ),
      };
    });

  const weeks = recentWeekStarts(now, DASHBOARD_WEEKS);
  const weeklySales = weeks.map((weekStart) => {
    const inWeek = lines.filter((line) => weekStartOf(line.paidAt.getTime()) === weekStart);
    return { weekStart, ticketsSold: inWeek.reduce((sum, line) => sum + line.quantity, 0), takings: perCurrency(inWeek) };
  });

  return {
    month,
    thisMonth: perCurrency(lines.filter((line) => line.paidAt.getTime() >= monthStart)),
    upcoming,
    drafts: items
      .filter((item) => item.shownStatus === 'Draft')
      .map((item) => ({ itemId: item.id, kind: item.kind, title: item.title, missing: item.missingForPublish })),
    weeklySales,
  };
}
