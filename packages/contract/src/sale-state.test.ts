import { describe, expect, it } from 'vitest';
import { saleState, salesState, type SaleFacts } from './sale-state.ts';

/** On sale from 1 June 09:00 to 13 July 18:00 (that minute included), for a dinner on 14 July 19:30, Paris winter time. */
const dinner: SaleFacts = {
  title: 'Syrah Dinner',
  status: 'Active',
  hostSuspended: false,
  priceMinor: 9500,
  quantity: 36,
  date: '2030-07-14',
  time: '19:30',
  timeZone: 'GMT+01:00',
  salesStartDate: '2030-06-01',
  salesStartTime: '09:00',
  salesEndDate: '2030-07-13',
  salesEndTime: '18:00',
};
const at = (day: number, hours: number, minutes = 0, seconds = 0) => Date.UTC(2030, 6, day, hours, minutes, seconds);
const MID_JUNE = Date.UTC(2030, 5, 15, 12, 0);
const closed = (title = 'Syrah Dinner') => ({ onSale: false, reason: 'closed', message: `Ticket sales for ${title} have closed.` });

describe('saleState', () => {
  it('sells an Active, priced item inside its window, before it starts', () => {
    expect(saleState(dinner, MID_JUNE)).toEqual({ onSale: true });
  });

  it('counts the last minute of the window whole, to the second', () => {
    // 18:00 Paris is 17:00 GMT: sales run until 17:01:00 GMT.
    expect(saleState(dinner, at(13, 17, 0, 0))).toEqual({ onSale: true });
    expect(saleState(dinner, at(13, 17, 0, 59) + 999)).toEqual({ onSale: true });
    expect(saleState(dinner, at(13, 17, 1, 0))).toEqual(closed());
    // A window ending at 23:59 sells until midnight.
    const late = { ...dinner, salesEndTime: '23:59' };
    expect(saleState(late, at(13, 22, 59, 59))).toEqual({ onSale: true });
    expect(saleState(late, at(13, 23, 0, 0))).toEqual(closed());
  });

  it('opens at the first second of the sales start, or of its day without a time', () => {
    expect(saleState(dinner, Date.UTC(2030, 5, 1, 7, 59, 59))).toEqual({
      onSale: false,
      reason: 'not-started',
      message: 'Tickets for Syrah Dinner go on sale on 1 June 2030 at 09:00 (GMT+1).',
    });
    expect(saleState(dinner, Date.UTC(2030, 5, 1, 8, 0))).toEqual({ onSale: true });
    // In Paris, June's 09:00 is 07:00Z, and the message names the city and the summer offset.
    const paris = { ...dinner, timeZone: 'Europe/Paris' };
    expect(saleState(paris, Date.UTC(2030, 5, 1, 6, 59, 59))).toMatchObject({
      message: 'Tickets for Syrah Dinner go on sale on 1 June 2030 at 09:00 (Paris\u00a0time,\u00a0GMT+2).',
    });
    expect(saleState(paris, Date.UTC(2030, 5, 1, 7, 0))).toEqual({ onSale: true });
    const noStartTime = { ...dinner, salesStartTime: null };
    expect(saleState(noStartTime, Date.UTC(2030, 4, 31, 22, 59))).toMatchObject({
      reason: 'not-started',
      message: 'Tickets for Syrah Dinner go on sale on 1 June 2030 at 00:00 (GMT+1).',
    });
    expect(saleState(noStartTime, Date.UTC(2030, 4, 31, 23, 0))).toEqual({ onSale: true });
  });

  it('closes sales at the end of the day of the sales end without a time', () => {
    const noEndTime = { ...dinner, salesEndTime: null };
    expect(saleState(noEndTime, at(13, 22, 59, 59))).toEqual({ onSale: true });
    expect(saleState(noEndTime, at(13, 23, 0))).toEqual(closed());
  });

  it('closes sales when the item starts, whatever the window says', () => {
    const open = { ...dinner, salesEndDate: '2030-07-14', salesEndTime: '23:59' };
    expect(saleState(open, at(14, 18, 29, 59))).toEqual({ onSale: true });
    expect(saleState(open, at(14, 18, 30))).toEqual(closed());
    // Without a sales end, sales run until the item starts.
    expect(saleState({ ...dinner, salesEndDate: null, salesEndTime: null }, at(14, 18, 29))).toEqual({ onSale: true });
  });

  it('sells an item without a time through its whole day, as the listings list it', () => {
    const allDay = { ...dinner, time: null, salesEndDate: '2030-07-14', salesEndTime: '23:59' };
    expect(saleState(allDay, at(14, 8, 0))).toEqual({ onSale: true });
    expect(saleState(allDay, at(14, 22, 59, 59))).toEqual({ onSale: true });
    expect(saleState(allDay, at(14, 23, 0))).toEqual(closed());
  });

  it('says why an item is not on sale, each reason in its words', () => {
    expect(saleState({ ...dinner, status: 'Draft' }, MID_JUNE)).toMatchObject({ onSale: false, reason: 'draft' });
    expect(saleState({ ...dinner, status: 'Cancelled' }, MID_JUNE)).toEqual({
      onSale: false,
      reason: 'cancelled',
      message: 'Syrah Dinner has been cancelled.',
    });
    expect(saleState({ ...dinner, hostSuspended: true }, MID_JUNE)).toEqual({
      onSale: false,
      reason: 'host-suspended',
      message: 'Syrah Dinner is not on sale at the moment: bookings with its host are paused.',
    });
    for (const unpriced of [{ priceMinor: null }, { quantity: null }]) {
      expect(saleState({ ...dinner, ...unpriced }, MID_JUNE)).toEqual({
        onSale: false,
        reason: 'not-priced',
        message: 'Tickets for Syrah Dinner are not on sale.',
      });
    }
    // A free item is priced.
    expect(saleState({ ...dinner, priceMinor: 0 }, MID_JUNE)).toEqual({ onSale: true });
  });
});

describe('salesState: the sale state as the item page shows it', () => {
  it('is open with tickets left, sold out without, and the same as saleState otherwise', () => {
    expect(salesState(dinner, 0, MID_JUNE)).toBe('open');
    expect(salesState(dinner, 35, MID_JUNE)).toBe('open');
    expect(salesState(dinner, 36, MID_JUNE)).toBe('sold-out');
    expect(salesState(dinner, 0, Date.UTC(2030, 4, 1))).toBe('not-started');
    expect(salesState(dinner, 0, at(13, 17, 0, 59))).toBe('open');
    expect(salesState(dinner, 0, at(13, 17, 1))).toBe('closed');
    expect(salesState(dinner, 36, at(13, 17, 1))).toBe('closed');
    for (const off of [{ status: 'Draft' as const }, { status: 'Cancelled' as const }, { hostSuspended: true }, { priceMinor: null }]) {
      expect(salesState({ ...dinner, ...off }, 0, MID_JUNE), JSON.stringify(off)).toBe('closed');
    }
  });
});
