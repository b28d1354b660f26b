import { startsAt } from '@trg/contract/catalog-rules';
import { isoDateInDays } from '@trg/contract/dates';
import { DEFAULT_DURATION_MINUTES } from '@trg/contract/ics';
import { instantOf } from '@trg/contract/local-time';
import type { StandingBooking } from '../cart/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A review invitation goes at this local time, the morning after the item ends. */
export const REVIEW_INVITATION_TIME = '09:00';
/** An invitation not sent within this long of its morning (the queue was down, the app newly deployed) is not sent. */
export const REVIEW_INVITATION_LATEST_MS = 7 * DAY_MS;

type Booking = Pick<StandingBooking, 'item'>;

const nextDay = (date: string) => isoDateInDays(1, new Date(`${date}T00:00:00Z`));

/**
 * When a booking starts: the one answer every notice reads (the reminder's lead time, "not started yet", the
 * review invitation's morning). Today a booking starts when its item does, by the catalog's rule (its date and time
 * in its zone); a booking that carries a start of its own (an experience's slot) will answer that here instead.
 * Undefined while the item has no date.
 */
export function bookingStartsAt(booking: Booking): number | undefined {
  return startsAt(booking.item);
}

/**
 * The local date on which a booking ends: the end time the host set (on the next day when it is earlier than the
 * start, past midnight), else two hours after the start (the calendar file's length); the item's date when no time
 * is set.
 */
export function bookingEndDate(booking: Booking): string | undefined {
  const { date, time, endTime } = booking.item;
  if (!date) return undefined;
  if (!time) return date;
  if (endTime) return endTime < time ? nextDay(date) : date;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes + DEFAULT_DURATION_MINUTES >= 24 * 60 ? nextDay(date) : date;
}

/** The morning after the booking ends: 09:00 in the item's own zone on the next day. */
export function reviewInvitationAt(booking: Booking): number | undefined {
  const end = bookingEndDate(booking);
  return end === undefined ? undefined : instantOf(nextDay(end), REVIEW_INVITATION_TIME, booking.item.timeZone);
}

/** The booking's start when a reminder is due now: within `hoursBefore` of a start still to come, its item not cancelled. */
export function reminderDue(booking: Booking, now: number, hoursBefore: number): number | undefined {
  if (booking.item.status === 'Cancelled') return undefined;
  const start = bookingStartsAt(booking);
  if (start === undefined || now >= start || start - now > hoursBefore * HOUR_MS) return undefined;
  return start;
}

/** The booking's start when its review invitation is due now: from the morning after it ends, for a week. */
export function reviewInvitationDue(booking: Booking, now: number): number | undefined {
  if (booking.item.status === 'Cancelled') return undefined;
  const start = bookingStartsAt(booking);
  const at = reviewInvitationAt(booking);
  if (start === undefined || at === undefined || now < at || now - at > REVIEW_INVITATION_LATEST_MS) return undefined;
  return start;
}

/**
 * The local dates whose items may be due for a notice at `now` (a zone is at most 14 hours from UTC): the scans
 * read these bookings in one statement, and the rules above decide each.
 */
export function reminderDates(now: number, hoursBefore: number): { from: string; to: string } {
  return { from: isoDateInDays(-1, new Date(now)), to: isoDateInDays(1, new Date(now + hoursBefore * HOUR_MS)) };
}

export function reviewInvitationDates(now: number): { from: string; to: string } {
  return { from: isoDateInDays(-10, new Date(now)), to: isoDateInDays(1, new Date(now)) };
}
