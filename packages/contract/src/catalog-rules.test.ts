import { describe, expect, it } from 'vitest';
import {
  hasStarted,
  missingForPublish,
  salesEndAfterStart,
  salesOpenAt,
  shownStatus,
  startsAt,
  type CatalogFacts,
} from './catalog-rules.ts';
import { splitCurrencyCodes, splitHashTags } from './catalog-text.ts';

const ready: CatalogFacts = {
  title: 'Syrah Dinner',
  online: false,
  status: 'Draft',
  imageKey: 'abc',
  currency: 'EUR',
  description: 'Dinner',
  itemType: 'Wine Dinner',
  date: '2030-07-14',
  time: '19:30',
  timeZone: 'GMT+01:00',
  hostEmail: 'a@b.co',
  hostPhone: '0145550199',
  hostPhoneCountryCode: '+33',
  maximumQuantity: 4,
  priceMinor: 9500,
  quantity: 36,
  ticketsPerOrder: 1,
  locationAddress: '12 Quai du Rhone',
  locationCity: 'Tain',
  locationZipCode: '26600',
  locationCountry: 'FR',
  lat: 45,
  lng: 4.8,
  salesStartDate: '2030-06-01',
  salesEndDate: '2030-07-13',
  salesStartTime: '09:00',
  salesEndTime: '18:00',
};
const NOW = Date.UTC(2030, 5, 15, 12, 0);

describe('the start of an item', () => {
  it('is its date and time in its zone', () => {
    expect(startsAt(ready)).toBe(Date.UTC(2030, 6, 14, 18, 30));
    expect(startsAt({ ...ready, timeZone: null })).toBe(Date.UTC(2030, 6, 14, 19, 30));
    expect(startsAt({ ...ready, date: null })).toBeUndefined();
  });

  it('is the end of its day without a time: the whole day counts, to its last minute', () => {
    const allDay = { ...ready, time: null };
    expect(startsAt(allDay)).toBe(Date.UTC(2030, 6, 14, 23, 0));
    expect(hasStarted(allDay, Date.UTC(2030, 6, 14, 22, 59, 59, 999))).toBe(false);
    expect(hasStarted(allDay, Date.UTC(2030, 6, 14, 23, 0))).toBe(true);
  });

  it('shows Draft and Active items as Past from the instant they start, but keeps Cancelled', () => {
    const started = { ...ready, date: '2030-06-15', time: '12:00', timeZone: 'GMT' };
    expect(hasStarted(started, NOW - 1)).toBe(false);
    expect(hasStarted(started, NOW)).toBe(true);
    expect(shownStatus(started, NOW)).toBe('Past');
    expect(shownStatus({ ...started, status: 'Active' }, NOW)).toBe('Past');
    expect(shownStatus({ ...started, status: 'Cancelled' }, NOW)).toBe('Cancelled');
    expect(shownStatus(ready, NOW)).toBe('Draft');
    expect(hasStarted({ ...started, time: null }, NOW)).toBe(false);
  });
});

describe('readiness', () => {
  it('is ready when everything needed to sell is set', () => {
    expect(missingForPublish('event', ready, NOW)).toEqual([]);
  });

  it('lists what is missing, in the order of the form, naming wire fields', () => {
    const missing = missingForPublish('experience', { ...ready, imageKey: null, itemType: ' ', priceMinor: null, lat: null }, NOW);
    expect(missing).toEqual([
      { field: 'mainExperienceImage', label: 'Image' },
      { field: 'experienceType', label: 'Experience type' },
      { field: 'price', label: 'Price' },
      { field: 'lat', label: 'Map position' },
    ]);
  });

  it('needs no venue for online items, and a date still to come', () => {
    const online = {
      ...ready,
      online: true,
      locationAddress: null,
      locationCity: null,
      locationZipCode: null,
      locationCountry: null,
      lat: null,
      lng: null,
    };
    expect(missingForPublish('event', online, NOW)).toEqual([]);
    expect(missingForPublish('event', { ...online, date: '2030-06-01' }, NOW)).toEqual([
      { field: 'date', label: 'A date and time still to come' },
    ]);
  });

  it('accepts a free event (price 0)', () => {
    expect(missingForPublish('event', { ...ready, priceMinor: 0 }, NOW)).toEqual([]);
  });
});

describe('lists in text', () => {
  it('splits hashtags on spaces and currency codes on pipes', () => {
    expect(splitHashTags(' #syrah  #rhone\t#dinner ')).toEqual(['#syrah', '#rhone', '#dinner']);
    expect(splitHashTags(null)).toEqual([]);
    expect(splitCurrencyCodes('eur| GBP||')).toEqual(['EUR', 'GBP']);
  });
});

describe('the sales window as the host sets it', () => {
  it('opens at the sales start, or at the start of its day without a time', () => {
    expect(salesOpenAt(ready)).toBe(Date.UTC(2030, 5, 1, 8, 0));
    expect(salesOpenAt({ ...ready, salesStartTime: null })).toBe(Date.UTC(2030, 4, 31, 23, 0));
    expect(salesOpenAt({ ...ready, salesStartDate: null })).toBeUndefined();
  });
});

describe('sales end against the start', () => {
  it('compares instants when the date, time and time zone are all set', () => {
    expect(salesEndAfterStart(ready)).toBe(false);
    expect(salesEndAfterStart({ ...ready, salesEndDate: '2030-07-14', salesEndTime: '19:30' })).toBe(false);
    expect(salesEndAfterStart({ ...ready, salesEndDate: '2030-07-14', salesEndTime: '19:31' })).toBe(true);
    // No sales end time yet: sales run to the end of their day.
    expect(salesEndAfterStart({ ...ready, salesEndDate: '2030-07-14', salesEndTime: null })).toBe(true);
  });

  it('compares dates while the time or the time zone is missing: sales may end on the day, not after', () => {
    for (const unset of [{ time: null }, { timeZone: null }, { time: null, timeZone: null }]) {
      const item = { ...ready, ...unset };
      expect(salesEndAfterStart({ ...item, salesEndDate: '2030-07-13' })).toBe(false);
      expect(salesEndAfterStart({ ...item, salesEndDate: '2030-07-14', salesEndTime: '23:00' })).toBe(false);
      expect(salesEndAfterStart({ ...item, salesEndDate: '2030-07-15' })).toBe(true);
      expect(salesEndAfterStart({ ...item, salesEndDate: '2031-01-02', salesEndTime: null })).toBe(true);
    }
  });

  it('has nothing to compare without both dates', () => {
    expect(salesEndAfterStart({ ...ready, date: null, salesEndDate: '2031-01-01' })).toBe(false);
    expect(salesEndAfterStart({ ...ready, time: null, salesEndDate: null })).toBe(false);
  });
});
