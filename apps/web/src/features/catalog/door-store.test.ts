import { describe, expect, it } from 'vitest';
import type { GuestList } from '@trg/contract/guest-list';
import { afterSync, checkInOffline, doorCounts, withServerResults, type DoorState } from './door-store.ts';

const list: GuestList = {
  item: { id: 7, kind: 'event', title: 'Cellar Supper', date: '2026-07-14', time: '19:00', timeZone: 'Europe/Paris', parentId: null },
  counts: { expected: 5, arrived: 0 },
  guests: [
    {
      bookingReference: 'TRG-AAAAAA',
      name: 'Ada Vine',
      email: 'ada@example.com',
      itemId: 7,
      date: '2026-07-14',
      time: '19:00',
      quantity: 2,
      amountPaid: '94.00',
      currency: 'EUR',
      status: 'paid',
      paidAt: '2026-07-01T10:00:00.000Z',
      tickets: [
        { code: 'K7QM-4XPD-2RTA', admits: 2, status: 'valid', voidReason: null, voidedAt: null, checkedInAt: null },
        {
          code: 'HJKM-NPQR-STUV',
          admits: 2,
          status: 'void',
          voidReason: 'refunded',
          voidedAt: '2026-05-03T09:00:00.000Z',
          checkedInAt: null,
        },
        { code: 'WXYZ-2345-6789', admits: 1, status: 'valid', voidReason: null, voidedAt: null, checkedInAt: null },
      ],
    },
  ],
};
const start: DoorState = { list, savedAt: null, queue: [], conflicts: [] };

describe('the door without a network', () => {
  it('admits a ticket on the kept list once, queues it and counts it', () => {
    const first = checkInOffline(start, 'TRG-TICKET:K7QM-4XPD-2RTA', 'phone-a', new Date('2026-07-14T17:02:00Z'));
    expect(first.result).toMatchObject({ outcome: 'admitted', name: 'Ada Vine', admits: 2 });
    expect(first.state.queue).toEqual([
      { code: 'K7QM-4XPD-2RTA', clientTime: '2026-07-14T17:02:00.000Z', deviceId: 'phone-a', name: 'Ada Vine', admits: 2 },
    ]);
    expect(doorCounts(first.state)).toEqual({ expected: 5, arrived: 2 });
    const second = checkInOffline(first.state, 'k7qm4xpd2rta', 'phone-a');
    expect(second.result.outcome).toBe('already');
    expect(second.state.queue).toHaveLength(1);
  });

  it('refuses a refunded ticket with its reason, an unknown code and a code that is none', () => {
    expect(checkInOffline(start, 'HJKM-NPQR-STUV', 'phone-a').result).toMatchObject({
      outcome: 'refused',
      message: 'This ticket was refunded on 3 May 2026.',
    });
    expect(checkInOffline(start, 'AAAA-BBBB-CCCC', 'phone-a').result.message).toBe(
      'No ticket on the list kept on this phone has the code AAAA-BBBB-CCCC.',
    );
    expect(checkInOffline(start, 'hello', 'phone-a').result.outcome).toBe('refused');
  });

  it('after a sync, empties the queue and shows what another phone did first', () => {
    const a = checkInOffline(start, 'K7QM-4XPD-2RTA', 'phone-a');
    const b = checkInOffline(a.state, 'WXYZ-2345-6789', 'phone-a');
    const synced = afterSync(b.state, b.state.queue, [
      { code: 'K7QM-4XPD-2RTA', outcome: 'admitted', checkedInAt: 'x', otherDevice: false, name: 'Ada Vine', admits: 2, message: '' },
      {
        code: 'WXYZ-2345-6789',
        outcome: 'already',
        checkedInAt: 'y',
        otherDevice: true,
        name: 'Ada Vine',
        admits: 1,
        message: 'Already checked in at 19:01 on another phone.',
      },
    ]);
    expect(synced.queue).toEqual([]);
    expect(synced.conflicts).toEqual([
      { code: 'WXYZ-2345-6789', name: 'Ada Vine', message: 'Already checked in at 19:01 on another phone.' },
    ]);
  });

  it('marks the tickets the server let in, so that the phone knows them once offline', () => {
    const next = withServerResults(
      start,
      [
        {
          code: 'TRG-TICKET:K7QM-4XPD-2RTA',
          outcome: 'admitted',
          checkedInAt: '2026-07-14T17:02:00.000Z',
          otherDevice: false,
          name: null,
          admits: 2,
          message: '',
        },
      ],
      { expected: 5, arrived: 2 },
    );
    expect(checkInOffline(next, 'K7QM-4XPD-2RTA', 'phone-b').result.outcome).toBe('already');
    expect(doorCounts(next)).toEqual({ expected: 5, arrived: 2 });
  });
});
