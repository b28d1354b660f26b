import { describe, expect, it } from 'vitest';
import type { StandingBooking } from '../cart/index.ts';
import { bookingEndDate, bookingStartsAt, reminderDue, reviewInvitationAt, reviewInvitationDue } from './timing.ts';

type Item = StandingBooking['item'];
const booking = (item: Partial<Item>) => ({
  item: { date: '2026-07-14', time: '19:00', timeZone: 'Europe/Paris', endTime: null, status: 'Active', ...item } as Item,
});
const HOUR = 3_600_000;
const utc = (text: string) => Date.parse(text);

describe('when a booking starts', () => {
  it('is its item start in the item’s own zone', () => {
    expect(bookingStartsAt(booking({}))).toBe(utc('2026-07-14T17:00:00Z'));
    expect(bookingStartsAt(booking({ date: '2026-01-15' }))).toBe(utc('2026-01-15T18:00:00Z'));
    expect(bookingStartsAt(booking({ date: null }))).toBeUndefined();
  });
});

describe('the reminder', () => {
  const start = utc('2026-07-14T17:00:00Z');

  it('is due from 48 hours before the start (or the hours configured) until it starts', () => {
    expect(reminderDue(booking({}), start - 48 * HOUR - 60_000, 48)).toBeUndefined();
    expect(reminderDue(booking({}), start - 48 * HOUR, 48)).toBe(start);
    expect(reminderDue(booking({}), start - 60_000, 48)).toBe(start);
    expect(reminderDue(booking({}), start, 48)).toBeUndefined();
    expect(reminderDue(booking({}), start - 30 * HOUR, 24)).toBeUndefined();
    expect(reminderDue(booking({}), start - 20 * HOUR, 24)).toBe(start);
  });

  it('is never due for a cancelled item', () => {
    expect(reminderDue(booking({ status: 'Cancelled' }), start - HOUR, 48)).toBeUndefined();
  });
});

describe('the review invitation', () => {
  it('goes at 09:00 in the item’s zone the morning after it ends, summer and winter', () => {
    expect(reviewInvitationAt(booking({}))).toBe(utc('2026-07-15T07:00:00Z'));
    expect(reviewInvitationAt(booking({ date: '2026-01-15' }))).toBe(utc('2026-01-16T08:00:00Z'));
    expect(reviewInvitationAt(booking({ timeZone: 'America/New_York' }))).toBe(utc('2026-07-15T13:00:00Z'));
  });

  it('counts the end time, or two hours from the start, past midnight', () => {
    expect(bookingEndDate(booking({ time: '21:00' }))).toBe('2026-07-14');
    expect(bookingEndDate(booking({ time: '22:30' }))).toBe('2026-07-15');
    expect(bookingEndDate(booking({ time: '20:00', endTime: '01:00' }))).toBe('2026-07-15');
    expect(bookingEndDate(booking({ time: '23:00', endTime: '23:30' }))).toBe('2026-07-14');
    expect(reviewInvitationAt(booking({ time: '23:00' }))).toBe(utc('2026-07-16T07:00:00Z'));
  });

  it('is due from that morning for a week, not before, and never for a cancelled item', () => {
    const morning = utc('2026-07-15T07:00:00Z');
    expect(reviewInvitationDue(booking({}), morning - 60_000)).toBeUndefined();
    expect(reviewInvitationDue(booking({}), morning)).toBe(utc('2026-07-14T17:00:00Z'));
    expect(reviewInvitationDue(booking({}), morning + 7 * 24 * HOUR + 60_000)).toBeUndefined();
    expect(reviewInvitationDue(booking({ status: 'Cancelled' }), morning + HOUR)).toBeUndefined();
  });
});
