// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { MyBookingSchema, type MyBooking } from '@trg/contract/catalog';
import { paths } from '@trg/contract/paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { WaitingListControl } from './waiting-list-control.tsx';
import { holdsPlace } from './waiting-list-hold.ts';

const QR = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

/** An event still to come that the member booked two tickets of. */
const booking = (tickets: MyBooking['bookings'][number]['tickets']): MyBooking =>
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
        tickets,
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

describe('the waiting list under Sold out', () => {
  it('asks a visitor to sign in, and brings them back to the item', () => {
    answer = () => json({}, 500);
    renderWithApp(<WaitingListControl itemId={21} buyer="anonymous" back="/Events/harvest-dinner-21" onHolding={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Sign in to join the waiting list' });
    expect(link.getAttribute('href')).toBe(`${paths.login}?next=${encodeURIComponent('/Events/harvest-dinner-21')}`);
    expect(calls).toEqual([]);
  });

  it('lets a member join, shows their place in line, and leave', async () => {
    const off = { onList: false, position: null, holdUntil: null, message: 'You are not on the waiting list for Harvest Dinner.' };
    const on = { onList: true, position: 1, holdUntil: null, message: 'You are number 1 on the waiting list for Harvest Dinner.' };
    answer = ({ path }) => json(path === apiPath(API_PATHS.waitingList.join, { id: 21 }) ? on : off);
    const { user } = renderWithApp(
      <WaitingListControl itemId={21} buyer="member" back="/Events/harvest-dinner-21" onHolding={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect((await screen.findByRole('status')).textContent).toBe(on.message);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: apiPath(API_PATHS.waitingList.join, { id: 21 }) });
    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    await screen.findByRole('button', { name: 'Join the waiting list' });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: apiPath(API_PATHS.waitingList.leave, { id: 21 }) });
  });

  it('says why a join was refused', async () => {
    answer = ({ method }) =>
      method === 'POST'
        ? json({ error: { code: 'conflict', message: 'Harvest Dinner is not sold out: you can book it now.' } }, 409)
        : json({ onList: false, position: null, holdUntil: null, message: 'Not on it.' });
    const { user } = renderWithApp(
      <WaitingListControl itemId={21} buyer="member" back="/Events/harvest-dinner-21" onHolding={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Harvest Dinner is not sold out: you can book it now.');
  });

  it('knows a hold only while it lasts', () => {
    const now = Date.parse('2026-08-01T10:00:00Z');
    const status = { onList: true, position: null, message: '' };
    expect(holdsPlace({ ...status, holdUntil: '2026-08-01T10:30:00Z' }, now)).toBe(true);
    expect(holdsPlace({ ...status, holdUntil: '2026-08-01T09:59:00Z' }, now)).toBe(false);
    expect(holdsPlace({ ...status, holdUntil: null }, now)).toBe(false);
    expect(holdsPlace(undefined, now)).toBe(false);
  });
});

describe('passing a ticket on from the booking page', () => {
  const tickets = [
    { code: 'AAAA-BBBB-CCCC', admits: 4, status: 'valid' as const, qrSvg: QR, voidReason: null, passedOnTo: null },
    { code: 'DDDD-EEEE-FFFF', admits: 4, status: 'void' as const, qrSvg: QR, voidReason: 'transferred' as const, passedOnTo: 'Rosa Field' },
  ];

  it('asks for the name and email, says what will happen, and passes it on once confirmed', async () => {
    answer = () =>
      json({ message: 'Your ticket is passed on to Lea Marchand. We have emailed them their new ticket.', passedOnTo: 'Lea Marchand' });
    const { user } = renderWithApp(
      <BookingSummary booking={booking(tickets)} bookingsPath={paths.myEvents} bookingsTitle="Event Bookings" />,
    );
    const list = screen.getByRole('list', { name: 'Tickets of booking TRG-7Q2K' });
    expect(within(list).getByText('Passed on to Rosa Field')).toBeTruthy();
    // Only the valid ticket can be passed on.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pass this ticket on (ticket 1, AAAA-BBBB-CCCC)']);
    await user.click(within(list).getByRole('button', { name: 'Pass this ticket on (ticket 1, AAAA-BBBB-CCCC)' }));
    const form = screen.getByRole('form', { name: 'Pass ticket AAAA-BBBB-CCCC on' });
    await user.type(within(form).getByLabelText('Their name'), 'Lea Marchand');
    await user.type(within(form).getByLabelText('Their email'), 'lea@example.com');
    await user.click(within(form).getByRole('button', { name: 'Pass it on' }));
    expect(within(form).getByText(/ticket AAAA-BBBB-CCCC will no longer admit anyone/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Confirm: pass it on' }));
    expect((await screen.findByText(/Your ticket is passed on to Lea Marchand/)).textContent).toContain('We have emailed them');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      path: apiPath(API_PATHS.bookings.transfer, { code: 'AAAA-BBBB-CCCC' }),
      method: 'POST',
      body: { name: 'Lea Marchand', email: 'lea@example.com' },
    });
  });

  it('shows the server’s field messages', async () => {
    answer = () =>
      json(
        { error: { code: 'validation', message: 'Please check the form.', fields: { email: 'Please enter a valid email address' } } },
        400,
      );
    const { user } = renderWithApp(
      <BookingSummary booking={booking(tickets)} bookingsPath={paths.myEvents} bookingsTitle="Event Bookings" />,
    );
    await user.click(screen.getByRole('button', { name: 'Pass this ticket on (ticket 1, AAAA-BBBB-CCCC)' }));
    const form = screen.getByRole('form', { name: 'Pass ticket AAAA-BBBB-CCCC on' });
    await user.type(within(form).getByLabelText('Their name'), 'Lea');
    await user.type(within(form).getByLabelText('Their email'), 'lea');
    await user.click(within(form).getByRole('button', { name: 'Pass it on' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm: pass it on' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
  });
});
