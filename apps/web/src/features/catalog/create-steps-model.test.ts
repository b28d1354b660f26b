import { describe, expect, it } from 'vitest';
import type { DraftDefaults } from '@trg/contract/catalog-draft';
import { CreateDraftSchema } from '@trg/contract/catalog-draft';
import { draftBody, initialForm, previewItem, salesEndOf, stepErrors, timingErrors, type DraftForm } from './create-steps-model.ts';

const NOW = Date.UTC(2026, 6, 1, 12, 0);
const defaults: DraftDefaults = {
  currency: 'EUR',
  timeZone: 'Europe/Paris',
  host: 'Cave Marchand',
  hostEmail: 'cave@example.com',
  hostPhone: '0326470000',
  hostPhoneCountryCode: '+33',
  locationAddress: '12 Rue de Mars',
  locationcity: 'Reims',
  locationZip_code: '51100',
  locationCountry: 'FR',
  type: 'Tasting',
  time: '19:30',
  endTime: null,
  price: '45.00',
  quantity: 24,
  maximumQuantity: 4,
  ticketsPerOrder: 1,
  refundPolicy: null,
  lastItemTitle: 'Spring Tasting',
};

const filled = (changes: Partial<DraftForm> = {}): DraftForm => ({
  ...initialForm(defaults, NOW),
  title: 'Harvest Supper',
  date: '2026-07-14',
  lat: 49.25,
  lng: 4.03,
  description: 'A long table.',
  ...changes,
});

describe('the four steps, as a form', () => {
  it('opens with the profile and the last item, sales from today in the zone, closing at the start', () => {
    const form = initialForm(defaults, NOW);
    expect(form).toMatchObject({
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      locationAddress: '12 Rue de Mars',
      type: 'Tasting',
      price: '45.00',
    });
    expect(form.salesStartDate).toBe('2026-07-01');
    expect(salesEndOf({ ...form, date: '2026-07-14' })).toEqual({ salesEndDate: '2026-07-14', salesEndTime: '19:30' });
  });

  it('speaks of a past date at once, by its input', () => {
    expect(timingErrors('event', filled({ date: '2020-03-14' }), NOW)).toMatchObject({
      date: '14 March 2020 at 19:30 has passed: choose a date still to come.',
    });
    expect(timingErrors('event', filled({ date: '2020-0' }), NOW)).toEqual({});
  });

  it('keeps the host on a step until what publishing needs there is filled in', () => {
    expect(Object.keys(stepErrors('event', 0, filled({ title: ' ', type: '' }), NOW, false))).toEqual(['title', 'type']);
    expect(stepErrors('event', 1, filled({ lat: null, lng: null }), NOW, false)).toEqual({
      locationcity: 'Choose the town from the list, so the map can show where it is.',
    });
    expect(stepErrors('event', 1, filled({ online: true, lat: null, lng: null }), NOW, false)).toEqual({});
    expect(stepErrors('event', 2, filled({ maximumQuantity: '30' }), NOW, false).maximumQuantity).toMatch(/24 tickets issued/);
    expect(stepErrors('event', 3, filled(), NOW, false)).toEqual({ image: 'Please choose an image: guests see it first.' });
    expect(stepErrors('event', 3, filled(), NOW, true)).toEqual({});
  });

  it('sends what the server takes, under the wire names of the kind', () => {
    const body = draftBody('experience', filled());
    expect(CreateDraftSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      experienceTitle: 'Harvest Supper',
      experienceType: 'Tasting',
      salesEndDate: '2026-07-14',
      salesEndTime: '19:30',
    });
    expect(draftBody('event', filled({ online: true }))).not.toHaveProperty('locationAddress');
  });

  it('previews the item as its public page shows it', () => {
    const item = previewItem('event', filled(), { image: null, wineLists: [] });
    expect(item).toMatchObject({
      eventTitle: 'Harvest Supper',
      price: '45.00',
      timeZone: 'GMT+02:00',
      timeZoneId: 'Europe/Paris',
      ticketsAvailable: 24,
    });
  });
});

describe('the refund terms in the tickets step', () => {
  it('start as the site’s and are sent as null (the item follows the site’s terms) until the host changes them', () => {
    expect(draftBody('event', filled()).refundTerms).toBeNull();
    const own = filled({ fullRefundDays: '30', partialRefundPercent: '50', partialRefundDays: '7' });
    expect(draftBody('event', own).refundTerms).toEqual({ fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 });
    expect(CreateDraftSchema.safeParse(draftBody('event', own)).success).toBe(true);
    expect(previewItem('event', own, { image: null, wineLists: [] }).refundTerms).toEqual({
      fullRefundDays: 30,
      partialRefundDays: 7,
      partialRefundPercent: 50,
    });
  });

  it('are checked by the shared rule before the host leaves the step, and half-typed ones go as typed for the server to name', () => {
    const backwards = filled({ fullRefundDays: '7', partialRefundPercent: '50', partialRefundDays: '30' });
    expect(stepErrors('event', 2, backwards, NOW, false).partialRefundDays).toMatch(/at most the full refund/);
    const typo = filled({ fullRefundDays: 'ten' });
    expect(draftBody('event', typo).refundTerms).toMatchObject({ fullRefundDays: 'ten' });
    expect(CreateDraftSchema.safeParse(draftBody('event', typo)).success).toBe(false);
  });
});
