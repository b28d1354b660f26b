// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import { OrderDataSchema, UpdateCartResultSchema, UpdateCartSchema, type CartItem, type OrderData } from '@trg/contract/cart';
import { renderWithApp } from '../../../testing/render.tsx';
import { MemberCart, SignedOutCart } from './cart-view.tsx';

const TITLE = 'Northern Rhone Syrah Dinner';

/** One line of €95.00 tickets (fee €4.75, VAT on it €0.95), as the server prices them. */
function line(quantity: number): CartItem {
  return {
    orderType: 'Events',
    quantity,
    price: '95.00',
    currency: 'EUR',
    clientTransactionFee: '4.75',
    mainExperienceImage: null,
    event__id: 1,
    event__eventTitle: TITLE,
    event__eventType: 'Wine Dinner',
    experiences__id: null,
    experiences__experienceTitle: null,
    experiences__experienceType: null,
    productId: 1,
    maximumQuantity: 3,
    ticketsPerOrder: 1,
    feeVat: '0.95',
    allInPrice: '100.70',
    date: '2026-09-12',
    time: '19:30',
    timeZone: 'GMT+01:00',
    timeZoneId: 'Europe/Paris',
  };
}

const money = (amount: number) => amount.toFixed(2);

/** The member's order with `quantity` tickets, parsed with the contract's schema as the page will parse it. */
function order(quantity: number): OrderData {
  return OrderDataSchema.parse({
    OrderId: 41,
    numberOfItemsInCart: quantity,
    subtotal: money(95 * quantity),
    bookingFees: money(4.75 * quantity),
    VAT: money(0.95 * quantity),
    cartTotal: money(100.7 * quantity),
    cart: [line(quantity)],
    currency: 'EUR',
    status: 'cart',
    reservedUntil: null,
  });
}

/** A stand-in for the server at the api client's boundary: it keeps the cart and answers as the contract says. */
function stubServer(initialQuantity: number, refuse?: { status: number; code: string; message: string }) {
  let current = order(initialQuantity);
  const updates: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === API_PATHS.cart.myOrders && (init?.method ?? 'GET') === 'GET') return json(current);
    if (path === API_PATHS.cart.update && init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      updates.push(body);
      if (refuse) return json({ error: { code: refuse.code, message: refuse.message } }, refuse.status);
      const change = UpdateCartSchema.parse(body);
      const quantity = current.cart[0]?.quantity ?? 0;
      const next = change.action === 'increase' ? quantity + 1 : change.action === 'decrease' ? quantity - 1 : quantity;
      current = order(next);
      return json(UpdateCartResultSchema.parse({ ...current, message: 'Your cart has been updated.' }));
    }
    return json({ error: { code: 'not_found', message: `No stub for ${path}` } }, 404);
  });
  return { fetchStub, updates };
}

const totals = () => document.querySelector('.order-totals')?.textContent?.replace(/\s+/g, ' ');

describe('MemberCart', () => {
  let server: ReturnType<typeof stubServer>;
  beforeEach(() => {
    server = stubServer(2);
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each line with its prices and the totals the server computed', async () => {
    renderWithApp(<MemberCart />);
    expect(screen.getByRole('status').textContent).toBe('Loading cart ...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart (2 items)' })).toBeTruthy();

    const title = screen.getByRole('link', { name: TITLE });
    expect(title.getAttribute('href')).toBe('/Events/northern-rhone-syrah-dinner-1');
    const item = title.closest('li');
    expect(item?.textContent).toContain('€95.00 per ticket');
    expect(item?.textContent).toContain('+ €4.75 booking fee (+ €0.95 VAT)');
    expect(item?.textContent).toContain('€100.70 per ticket all-in');
    expect(screen.getByRole('status', { name: `Quantity of ${TITLE}` }).textContent).toBe('2');
    expect(totals()).toBe('Subtotal€190.00Booking Fee€9.50VAT€1.90Total€201.40');
    expect(screen.getByRole('link', { name: 'checkout securely' }).getAttribute('href')).toBe('/Checkout');
  });

  it('adds a ticket with plus, and shows the new quantity and totals', async () => {
    const { user } = renderWithApp(<MemberCart />);
    await user.click(await screen.findByRole('button', { name: `One ticket more for ${TITLE}` }));

    expect(server.updates).toEqual([{ productGroup: 'Events', productId: 1, action: 'increase', quantity: 1 }]);
    await waitFor(() => expect(screen.getByRole('status', { name: `Quantity of ${TITLE}` }).textContent).toBe('3'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your cart (3 items)');
    expect(totals()).toBe('Subtotal€285.00Booking Fee€14.25VAT€2.85Total€302.10');
    // Three is the most one guest may buy.
    expect((screen.getByRole('button', { name: `One ticket more for ${TITLE}` }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes a ticket off with minus, down to one and no further', async () => {
    const { user } = renderWithApp(<MemberCart />);
    const fewer = await screen.findByRole('button', { name: `One ticket fewer for ${TITLE}` });
    expect((fewer as HTMLButtonElement).disabled).toBe(false);
    await user.click(fewer);

    expect(server.updates).toEqual([{ productGroup: 'Events', productId: 1, action: 'decrease', quantity: 1 }]);
    await waitFor(() => expect(screen.getByRole('status', { name: `Quantity of ${TITLE}` }).textContent).toBe('1'));
    expect(totals()).toBe('Subtotal€95.00Booking Fee€4.75VAT€0.95Total€100.70');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: `One ticket fewer for ${TITLE}` }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('says why when the server refuses a change, and keeps the line as it was', async () => {
    server = stubServer(2, { status: 409, code: 'sold_out', message: 'Only 2 tickets are left for this event.' });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderWithApp(<MemberCart />);
    await user.click(await screen.findByRole('button', { name: `One ticket more for ${TITLE}` }));

    expect((await screen.findByRole('alert')).textContent).toBe('Only 2 tickets are left for this event.');
    expect(screen.getByRole('status', { name: `Quantity of ${TITLE}` }).textContent).toBe('2');
  });
});

describe('SignedOutCart', () => {
  it('is empty, with the way to log in and back to the cart', () => {
    renderWithApp(<SignedOutCart />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your cart (0 items)');
    expect(screen.getByText('You do not have any bookings in your cart')).toBeTruthy();
    const links = within(screen.getByRole('region', { name: 'Your cart (0 items)' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Log in', '/login?next=%2FCart'],
      ['Events', '/Events'],
      ['Experiences', '/Experiences'],
    ]);
  });
});
