// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_PATHS } from '@trg/contract/api-paths';
import { paths } from '@trg/contract/paths';
import { AuthProvider } from '../../features/accounts/auth-context.tsx';
import { catalogKeys } from '../../features/catalog/api/query-keys.ts';
import { json, stubSlotsServer, type StubRequest } from '../../features/catalog/testing/slots-stub.ts';
import { SLOTTED_TOUR } from '../../features/catalog/testing/slotted-item.ts';
import { ExperienceDetailPage } from './catalog-detail.tsx';

const MEMBER = { id: 5, username: 'ana', first_name: 'Ana', last_name: 'Costa', email: 'ana@example.com', groups: [{ name: 'members' }] };
const EMPTY_ORDER = {
  OrderId: 9,
  numberOfItemsInCart: 3,
  subtotal: '90.00',
  bookingFees: '4.50',
  VAT: '0.90',
  cartTotal: '95.40',
  cart: [],
  currency: 'EUR',
  status: 'cart',
  reservedUntil: null,
  message: 'Added to your cart.',
};

/** The user, the cart and (404) the member's booking, beside the slot routes. */
const memberAnswers = ({ method, path }: StubRequest) => {
  if (path === API_PATHS.user) return json(MEMBER);
  if (method === 'POST' && path === API_PATHS.cart.update) return json(EMPTY_ORDER);
  return undefined;
};

/** The experience's public page as the router holds it, for a signed-in member. */
function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(catalogKeys.item('experience', SLOTTED_TOUR.id), SLOTTED_TOUR);
  const router = createMemoryRouter(
    [
      { path: paths.experience(':slug'), Component: ExperienceDetailPage, loader: () => ({ item: SLOTTED_TOUR }) },
      { path: paths.cart, Component: () => <p>Cart</p> },
    ],
    { initialEntries: [paths.experience(SLOTTED_TOUR.slug)] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the page of an experience sold by the slot', () => {
  let server: ReturnType<typeof stubSlotsServer>;
  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    server = stubSlotsServer({ other: memberAnswers });
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("adds the chosen slot to the cart with the party's size", async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Saturday 18 July 2026, 12 places left' }, { timeout: 10_000 }));
    await user.selectOptions(screen.getByLabelText('Party size'), '4');
    // The booking box's own button (the phone's bar has one too, which only leads to the box).
    await user.click(within(screen.getByRole('region', { name: 'Make a booking' })).getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(server.posts().map((request) => request.path)).toEqual([API_PATHS.cart.update]));
    expect(server.posts()[0]?.body).toEqual({
      productGroup: 'Experiences',
      productId: SLOTTED_TOUR.id,
      slot: 104,
      quantity: 4,
      action: 'add',
    });
    expect(await screen.findByText(/Added to your cart/)).toBeTruthy();
  });
});
