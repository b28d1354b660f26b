// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { BookingCancellation } from '@trg/contract/booking-cancel';
import { MyBookingSchema, type MyBooking } from '@trg/contract/catalog';
import { paths } from '@trg/contract/paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { BookingSummary } from './booking-summary.tsx';

const QR = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const TERMS =
  'Full refund of the ticket price and booking fee if you cancel up to 45 days before the start; 50% refund up to 20 days before the start; no refund after that.';

/** An event still to come that the member booked, with what cancelling it would do. */
const booking = (cancellation: BookingCancellation): MyBooking =>
  MyBookingSchema.parse({
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
      status: 'Active',
      ccyExpenseSymbols: null,
      businessName: 'Cave du Port',
      businessBio: '',
      WineListData: [],
      salesState: 'open',
      ticketsAvailable: 12,
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
        tickets: [{ code: 'AAAA-BBBB-CCCC', admits: 4, status: 'valid', qrSvg: QR }],
        cancellation,
      },
    ],
    quantityBought: 2,
    ticketsPerOrder: 4,
    streaming: null,
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { path: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const call = { path: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const render = (cancellation: BookingCancellation) =>
  renderWithApp(<BookingSummary booking={booking(cancellation)} bookingsPath={paths.myEvents} bookingsTitle="Event Bookings" />);

describe('cancelling a booking from its page', () => {
  it('shows the refund before anything happens, then sends exactly that amount once confirmed', async () => {
    answer = () =>
      json({
        message: 'Booking TRG-7Q2K is cancelled. We are refunding €47.25 to the card you paid with.',
        refund: '47.25',
        currency: 'EUR',
      });
    const { user } = render({
      state: 'open',
      refund: '47.25',
      percent: 50,
      message: 'Cancel now and you are refunded €47.25 (50%).',
      terms: TERMS,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel this booking, TRG-7Q2K' }));
    const confirm = screen.getByRole('region', { name: 'Cancel booking TRG-7Q2K?' });
    expect(confirm.textContent).toContain('Refund: €47.25 (50% of what you paid), to the card you paid with.');
    expect(confirm.textContent).toContain(TERMS);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel and refund €47.25' }));
    expect((await screen.findByRole('status')).textContent).toContain('Booking TRG-7Q2K is cancelled.');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      path: apiPath(API_PATHS.bookings.cancel, { id: 21 }),
      method: 'POST',
      body: { bookingReference: 'TRG-7Q2K', refund: '47.25' },
    });
  });

  it('after the refund period, asks to cancel without a refund; says the server’s reason when refused', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? json({ error: { code: 'conflict', message: 'Harvest Dinner has started: this booking can no longer be cancelled.' } }, 409)
        : json({ error: { code: 'not_found', message: 'gone' } }, 404);
    const { user } = render({ state: 'open', refund: '0.00', percent: 0, message: 'The refund period has passed.', terms: TERMS });
    await user.click(screen.getByRole('button', { name: 'Cancel this booking, TRG-7Q2K' }));
    const confirm = screen.getByRole('region', { name: 'Cancel booking TRG-7Q2K?' });
    expect(confirm.textContent).toContain('Refund: none.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel without refund' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Harvest Dinner has started: this booking can no longer be cancelled.',
    );
  });

  it('shows a cancellation already made, and no button', () => {
    answer = () => json({});
    render({
      state: 'cancelled',
      refund: '94.50',
      percent: 100,
      message: 'You cancelled this booking on 2 August 2026: €94.50 is refunded to the card you paid with.',
      terms: TERMS,
    });
    expect(screen.getByText(/You cancelled this booking on 2 August 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this booking, TRG-7Q2K' })).toBeNull();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });
});
