// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { MyBookingSchema, type PublicItem } from '@trg/contract/catalog';
import { paths } from '@trg/contract/paths';
import { wineProfileHref } from '@trg/contract/wine-profiles';
import { ItemDetail } from '../../features/catalog/components/item-detail.tsx';
import { renderWithApp } from '../../testing/render.tsx';
import { MyEventPage, MyExperiencePage } from './member-booking.tsx';

/** A past tasting the member bought, pouring one list of two wines. */
const BOOKING = MyBookingSchema.parse({
  item: {
    id: 21,
    slug: 'harvest-dinner-21',
    eventTitle: 'Harvest Dinner',
    eventType: null,
    mainExperienceImage: null,
    mainExperienceImageSrcSet: null,
    currency: 'EUR',
    description: null,
    hashTags: null,
    host: null,
    date: '2026-09-12',
    time: '19:00',
    timeZone: 'Europe/Paris',
    hostEmail: null,
    hostPhone: null,
    hostPhoneCountryCode: null,
    maximumQuantity: 20,
    price: '45.00',
    clientTransactionFee: '1.50',
    allInPrice: '46.80',
    quantity: 20,
    ticketsPerOrder: 4,
    summary: null,
    olineExperience: false,
    locationAddress: null,
    locationcity: null,
    locationZip_code: null,
    locationCountry: null,
    lat: null,
    lng: null,
    salesStartDate: null,
    salesEndDate: null,
    salesStartTime: null,
    salesEndTime: null,
    endTime: null,
    refundPolicy: null,
    status: 'Past',
    ccyExpenseSymbols: null,
    businessName: 'Cave du Port',
    businessBio: '',
    WineListData: [
      {
        id: 3,
        wineListName: 'Summer Reds',
        wineListdescription: 'Light reds to serve cool.',
        wines: [
          { id: 11, wine: 'Morgon Côte du Py', producer: 'Jean Foillard' },
          { id: 12, wine: 'Fleurie', producer: null },
        ],
      },
    ],
    salesState: 'closed',
    ticketsAvailable: 0,
    reviewAverage: null,
    reviewCount: 0,
  },
  bookings: [
    {
      bookingReference: 'TRG-7Q2K',
      quantity: 2,
      orderDate: '2026-08-01T10:00:00Z',
      orderStatus: 'paid',
      amountPaid: '94.50',
      currency: 'EUR',
      tickets: [{ code: 'AAAA-BBBB-CCCC', admits: 4, status: 'valid', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }],
    },
  ],
  quantityBought: 2,
  ticketsPerOrder: 4,
  streaming: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const wineLists = () => within(screen.getByRole('region', { name: 'Wine lists' }));

describe('wine links on the booking pages', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input);
        if (path === apiPath(API_PATHS.bookings.one, { id: 21 })) return Promise.resolve(json(BOOKING));
        if (path === apiPath(API_PATHS.reviews.mine, { id: 21 }))
          return Promise.resolve(json({ eventReviewExists: false, rating: null, comment: null, canReview: true }));
        return Promise.resolve(json({ error: { code: 'not_found', message: `No stub for ${path}` } }, 404));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['MyEvents', paths.myEvent(':slug'), paths.myEvent('harvest-dinner-21'), <MyEventPage key="event" />],
    ['MyExperiences', paths.myExperience(':slug'), paths.myExperience('harvest-dinner-21'), <MyExperiencePage key="experience" />],
  ])("links each wine of a member's %s item to its full profile", async (_name, pattern, route, page) => {
    renderWithApp(
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>,
      { route },
    );
    await screen.findByRole('heading', { level: 1, name: 'Harvest Dinner' });
    const links = wineLists().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Morgon Côte du Py', wineProfileHref({ wine: 'Morgon Côte du Py', wineId: 11, wineListId: 3 })],
      ['Fleurie', wineProfileHref({ wine: 'Fleurie', wineId: 12, wineListId: 3 })],
    ]);
    expect(links[1]?.getAttribute('href')).toBe('/wine-profile/fleurie-12?wine-list=3&wine=12');
    expect(wineLists().getByText('Jean Foillard')).toBeTruthy();
  });

  it('shows only the name and producer, unlinked, where the page gives no profile links (the public pages)', () => {
    const item: PublicItem = BOOKING.item;
    renderWithApp(<ItemDetail kind="event" item={item} />);
    expect(wineLists().queryAllByRole('link')).toEqual([]);
    expect(wineLists().getByText('Morgon Côte du Py')).toBeTruthy();
    expect(wineLists().getByText('Jean Foillard')).toBeTruthy();
    expect(wineLists().getByText('Fleurie')).toBeTruthy();
  });

  it.each([
    ['over', 'Past', true],
    ['to come', 'Active', false],
  ] as const)('puts the review form at the top of the page for an item that is %s: %s', async (_when, status, first) => {
    const booking = { ...BOOKING, item: { ...BOOKING.item, status } };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input);
        if (path === apiPath(API_PATHS.bookings.one, { id: 21 })) return Promise.resolve(json(booking));
        if (path === apiPath(API_PATHS.reviews.mine, { id: 21 }))
          return Promise.resolve(json({ eventReviewExists: false, rating: null, comment: null, canReview: status === 'Past' }));
        return Promise.resolve(json({ error: { code: 'not_found', message: `No stub for ${path}` } }, 404));
      }),
    );
    renderWithApp(
      <Routes>
        <Route path={paths.myEvent(':slug')} element={<MyEventPage />} />
      </Routes>,
      { route: paths.myEvent('harvest-dinner-21') },
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Harvest Dinner' });
    const review = screen.getByRole('heading', { level: 2, name: 'Your review' });
    const before = Boolean(review.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before).toBe(first);
  });
});
