import { describe, expect, it } from 'vitest';
import {
  hasStarted,
  instantOf,
  missingForPublish,
  offsetMinutes,
  salesEndAfterStart,
  salesState,
  shownStatus,
  type CatalogFacts,
} from './catalog-rules.ts';
import { splitCurrencyCodes, splitHashTags } from './catalog-text.ts';
import { TIME_ZONES } from './lists/time-zones.ts';

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

describe('time zones and instants', () => {
  it('reads every offset label of the list', () => {
    expect(offsetMinutes('GMT')).toBe(0);
    expect(offsetMinutes('GMT+05:45')).toBe(345);
    expect(offsetMinutes('GMT-03:30')).toBe(-210);
    expect(offsetMinutes('Europe/Paris')).toBeUndefined();
    for (const zone of TIME_ZONES) expect(offsetMinutes(zone.offset)).not.toBeUndefined();
  });

  it('turns a local date and time into an instant', () => {
    expect(instantOf('2030-07-14', '19:30', 'GMT+01:00')).toBe(Date.UTC(2030, 6, 14, 18, 30));
    expect(instantOf('2030-07-14', '19:30', 'GMT-05:00')).toBe(Date.UTC(2030, 6, 15, 0, 30));
    expect(instantOf('2030-02-30', '19:30', 'GMT')).toBeUndefined();
    expect(instantOf(null, '19:30', 'GMT')).toBeUndefined();
  });

  it('shows Draft and Active items as Past once they have started, but keeps Cancelled', () => {
    const started = { ...ready, date: '2030-06-15', time: '11:00', timeZone: 'GMT' };
    expect(hasStarted(started, NOW)).toBe(true);
    expect(shownStatus(started, NOW)).toBe('Past');
    expect(shownStatus({ ...started, status: 'Active' }, NOW)).toBe('Past');
    expect(shownStatus({ ...started, status: 'Cancelled' }, NOW)).toBe('Cancelled');
    expect(shownStatus(ready, NOW)).toBe('Draft');
    // Without a time, the whole day counts.
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
    const online = { ...ready, online: true, locationAddress: null, locationCity: null, locationZipCode: null, locationCountry: null, lat: null, lng: null };
    expect(missingForPublish('event', online, NOW)).toEqual([]);
    expect(missingForPublish('event', { ...online, date: '2030-06-01' }, NOW)).toEqual([{ field: 'date', label: 'A date and time still to come' }]);
  });

  it('accepts a free event (price 0)', () => {
    expect(missingForPublish('event', { ...ready, priceMinor: 0 }, NOW)).toEqual([]);
  });
});

describe('sales state', () => {
  const active = { ...ready, status: 'Active' as const };
  it('is open inside the window with stock, and says why otherwise', () => {
    expect(salesState(active, 0, NOW)).toBe('open');
    expect(salesState(active, 36, NOW)).toBe('sold-out');
    expect(salesState(ready, 0, NOW)).toBe('closed');
    expect(salesState({ ...active, salesStartDate: '2030-06-16' }, 0, NOW)).toBe('not-started');
    expect(salesState({ ...active, salesEndDate: '2030-06-14' }, 0, NOW)).toBe('closed');
  });
});

describe('lists in text', () => {
  it('splits hashtags on spaces and currency codes on pipes', () => {
    expect(splitHashTags(' #syrah  #rhone\t#dinner ')).toEqual(['#syrah', '#rhone', '#dinner']);
    expect(splitHashTags(null)).toEqual([]);
    expect(splitCurrencyCodes('eur| GBP||')).toEqual(['EUR', 'GBP']);
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
