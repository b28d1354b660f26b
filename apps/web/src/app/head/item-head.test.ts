// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PublicItemSchema, type PublicItem } from '@trg/contract/catalog';
import { headHtml } from './head.ts';
import { itemHead } from './item-head.ts';
import { zonedDateTime } from './zoned-date-time.ts';

const ORIGIN = 'https://therealgrape.example';

/** A published in-person dinner in Tain-l'Hermitage, on sale; overrides change any field. */
function item(overrides: Partial<PublicItem> = {}): PublicItem {
  return PublicItemSchema.parse({
    id: 7,
    slug: 'northern-rhone-syrah-dinner-7',
    eventTitle: 'Northern Rhone Syrah Dinner',
    eventType: 'Wine Dinner',
    mainExperienceImage: '/media/abc123/1024.webp',
    mainExperienceImageSrcSet: '/media/abc123/320.webp 320w, /media/abc123/1024.webp 1024w',
    currency: 'EUR',
    description: 'Five courses from a riverside kitchen, each set beside a Syrah from the granite slopes above the town.',
    hashTags: '#syrah #rhone',
    host: 'Domaine Vasseur',
    date: '2026-12-05',
    time: '19:00',
    timeZone: 'GMT+01:00',
    timeZoneId: 'Europe/Paris',
    hostEmail: 'cellar@domaine.example.com',
    hostPhone: '0145550199',
    hostPhoneCountryCode: '+33',
    maximumQuantity: 4,
    price: '95.00',
    clientTransactionFee: '2.85',
    allInPrice: '98.42',
    quantity: 36,
    ticketsPerOrder: 4,
    summary: '  Five courses, six Syrahs and the winemaker at the table.\n',
    olineExperience: false,
    locationAddress: '12 Quai du Rhone',
    locationcity: "Tain-l'Hermitage",
    locationZip_code: '26600',
    locationCountry: 'FR',
    lat: 45.0705,
    lng: 4.8469,
    salesStartDate: '2026-10-01',
    salesEndDate: '2026-12-04',
    salesStartTime: '09:00',
    salesEndTime: '18:00',
    endTime: null,
    refundPolicy: null,
    status: 'Active',
    ccyExpenseSymbols: null,
    businessName: 'Domaine Vasseur',
    businessBio: 'A family estate on the hill of Hermitage.',
    WineListData: [],
    salesState: 'open',
    ticketsAvailable: 30,
    reviewAverage: null,
    reviewCount: 0,
    ...overrides,
  });
}

/** The Event JSON-LD as a crawler reads it from the printed head. */
function printedEvent(head: ReturnType<typeof itemHead>): Record<string, unknown> {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${headHtml(head, ORIGIN)}</head></html>`, 'text/html');
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
}

describe('itemHead for an in-person event', () => {
  const head = itemHead('event', item(), ORIGIN);

  it('titles, describes and pictures the page with the item', () => {
    expect(head.title).toBe('Northern Rhone Syrah Dinner | The Real Grape');
    expect(head.description).toBe('Five courses, six Syrahs and the winemaker at the table.');
    expect(head.canonicalPath).toBe('/Events/northern-rhone-syrah-dinner-7');
    expect(head.image).toEqual({ url: '/media/abc123/1024.webp', alt: 'Northern Rhone Syrah Dinner' });
    expect(head.type ?? 'website').toBe('website');
    expect(head.noindex).toBeUndefined();
  });

  it('carries a schema.org Event with its place, its winter offset, the all-in price and its organizer', () => {
    const event = printedEvent(head);
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Northern Rhone Syrah Dinner',
      description: 'Five courses, six Syrahs and the winemaker at the table.',
      url: 'https://therealgrape.example/Events/northern-rhone-syrah-dinner-7',
      image: ['https://therealgrape.example/media/abc123/1024.webp'],
      startDate: '2026-12-05T19:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: "12 Quai du Rhone, Tain-l'Hermitage",
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Quai du Rhone',
          addressLocality: "Tain-l'Hermitage",
          postalCode: '26600',
          addressCountry: 'FR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 45.0705, longitude: 4.8469 },
      },
      offers: {
        '@type': 'Offer',
        price: '98.42',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://therealgrape.example/Events/northern-rhone-syrah-dinner-7',
        validFrom: '2026-10-01T09:00:00+02:00',
      },
      organizer: { '@type': 'Organization', name: 'Domaine Vasseur' },
    });
  });

  it('gives a summer date in Paris the +02:00 offset', () => {
    const event = printedEvent(itemHead('event', item({ date: '2026-07-14', time: '21:30' }), ORIGIN));
    expect(event.startDate).toBe('2026-07-14T21:30:00+02:00');
  });

  it('prices the offer with exactly the all-in price the API gives', () => {
    const event = printedEvent(itemHead('event', item({ price: '45.00', allInPrice: '46.80', currency: 'GBP' }), ORIGIN));
    expect(event.offers).toMatchObject({ price: '46.80', priceCurrency: 'GBP' });
  });

  it('leaves out the address parts and the map position the item does not have', () => {
    const event = printedEvent(itemHead('event', item({ locationAddress: null, locationZip_code: null, lat: null, lng: null }), ORIGIN));
    expect(event.location).toEqual({
      '@type': 'Place',
      name: "Tain-l'Hermitage",
      address: { '@type': 'PostalAddress', addressLocality: "Tain-l'Hermitage", addressCountry: 'FR' },
    });
  });
});

describe('itemHead availability and status', () => {
  it('shows a sold-out item as SoldOut', () => {
    const event = printedEvent(itemHead('event', item({ salesState: 'sold-out', ticketsAvailable: 0 }), ORIGIN));
    expect(event.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('shows tickets not yet on sale as PreOrder from the sales start, and closed sales as OutOfStock', () => {
    const early = printedEvent(itemHead('event', item({ salesState: 'not-started' }), ORIGIN));
    expect(early.offers).toMatchObject({ availability: 'https://schema.org/PreOrder', validFrom: '2026-10-01T09:00:00+02:00' });
    const closed = printedEvent(itemHead('event', item({ salesState: 'closed' }), ORIGIN));
    expect(closed.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('marks a cancelled item EventCancelled', () => {
    const event = printedEvent(itemHead('event', item({ status: 'Cancelled', salesState: 'closed' }), ORIGIN));
    expect(event.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('has no offer without a price and no image without a picture', () => {
    const head = itemHead(
      'event',
      item({ allInPrice: null, price: null, mainExperienceImage: null, mainExperienceImageSrcSet: null }),
      ORIGIN,
    );
    expect(head.image).toBeUndefined();
    const event = printedEvent(head);
    expect(event).not.toHaveProperty('offers');
    expect(event).not.toHaveProperty('image');
  });
});

describe('itemHead for an online experience', () => {
  const online = item({
    id: 12,
    slug: 'online-masterclass-burgundy-label-12',
    eventTitle: 'Online Masterclass',
    experienceTitle: 'Online Masterclass: Reading a Burgundy Label',
    experienceType: 'Masterclass',
    olineExperience: true,
    locationAddress: null,
    locationcity: null,
    locationZip_code: null,
    locationCountry: null,
    lat: null,
    lng: null,
    timeZone: 'GMT',
    timeZoneId: 'Europe/London',
    date: '2026-11-03',
    time: '18:00',
  });
  const head = itemHead('experience', online, ORIGIN);

  it('uses the experience title and its page', () => {
    expect(head.title).toBe('Online Masterclass: Reading a Burgundy Label | The Real Grape');
    expect(head.canonicalPath).toBe('/Experiences/online-masterclass-burgundy-label-12');
  });

  it('is attended online at a VirtualLocation: the page itself', () => {
    const event = printedEvent(head);
    expect(event.name).toBe('Online Masterclass: Reading a Burgundy Label');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(event.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://therealgrape.example/Experiences/online-masterclass-burgundy-label-12',
    });
    expect(event.startDate).toBe('2026-11-03T18:00:00+00:00');
  });
});

describe('itemHead with the text a host wrote', () => {
  it('cannot break out of the JSON-LD script with </script> in the summary', () => {
    const summary = 'Great wine </script><script>alert(1)</script> & more';
    const event = printedEvent(itemHead('event', item({ summary }), ORIGIN));
    expect(event.description).toBe(summary);
  });

  it('falls back to the description, then to the host, when there is no summary', () => {
    expect(itemHead('event', item({ summary: '   ' }), ORIGIN).description).toBe(
      'Five courses from a riverside kitchen, each set beside a Syrah from the granite slopes above the town.',
    );
    expect(itemHead('event', item({ summary: null, description: null }), ORIGIN).description).toBe(
      'Northern Rhone Syrah Dinner: an event hosted by Domaine Vasseur.',
    );
  });
});

describe('zonedDateTime', () => {
  it('reads the fixed offset labels items store, as the server does', () => {
    expect(zonedDateTime('2026-07-14', '19:30', 'GMT+01:00')).toBe('2026-07-14T19:30:00+01:00');
    expect(zonedDateTime('2026-07-14', '19:30', 'GMT-03:30')).toBe('2026-07-14T19:30:00-03:30');
    expect(zonedDateTime('2026-07-14', '19:30', 'GMT')).toBe('2026-07-14T19:30:00+00:00');
  });

  it('reads an IANA zone at the date, with its daylight saving', () => {
    expect(zonedDateTime('2026-03-29', '01:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00+01:00');
    expect(zonedDateTime('2026-03-29', '03:30', 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedDateTime('2026-10-25', '12:00', 'Europe/London')).toBe('2026-10-25T12:00:00+00:00');
    expect(zonedDateTime('2026-06-01', '12:00', 'America/New_York')).toBe('2026-06-01T12:00:00-04:00');
    // A July dinner in Paris at 19:30 is +02:00, a January one +01:00; the October 02:30 that happens twice is the first.
    expect(zonedDateTime('2026-07-18', '19:30', 'Europe/Paris')).toBe('2026-07-18T19:30:00+02:00');
    expect(zonedDateTime('2027-01-16', '19:30', 'Europe/Paris')).toBe('2027-01-16T19:30:00+01:00');
    expect(zonedDateTime('2026-10-25', '02:30', 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00');
  });

  it('gives the date alone without a time, and nothing without a date or with an unknown zone', () => {
    expect(zonedDateTime('2026-07-14', null, 'GMT+01:00')).toBe('2026-07-14');
    expect(zonedDateTime(null, '19:30', 'GMT+01:00')).toBeUndefined();
    expect(zonedDateTime('2026-07-14', '19:30', 'Mars/Olympus')).toBeUndefined();
  });
});

describe('itemHead reviews', () => {
  it('adds no rating before the first visible review', () => {
    const event = printedEvent(itemHead('event', item({ reviewAverage: null, reviewCount: 0, latestReviews: [] }), ORIGIN));
    expect(event).not.toHaveProperty('aggregateRating');
    expect(event).not.toHaveProperty('review');
  });

  it('carries the aggregate rating and the first page of reviews once there are visible ones', () => {
    const reviewed = item({
      reviewAverage: 4.5,
      reviewCount: 2,
      latestReviews: [
        {
          id: 2,
          rating: 5,
          comment: 'The best Hermitage I have had.',
          reviewerName: 'Anna K.',
          date: '2026-12-06',
          verifiedGuest: true,
          answer: { comment: 'Thank you!', date: '2026-12-07' },
        },
        { id: 1, rating: 4, comment: 'Lovely food.', reviewerName: 'Lukas M.', date: '2026-12-06', verifiedGuest: true, answer: null },
      ],
    });
    const event = printedEvent(itemHead('event', reviewed, ORIGIN));
    expect(event.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(event.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Anna K.' },
        datePublished: '2026-12-06',
        reviewBody: 'The best Hermitage I have had.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Lukas M.' },
        datePublished: '2026-12-06',
        reviewBody: 'Lovely food.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
});
