// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import type { Membership } from '@trg/contract/accounts';
import { renderWithApp } from '../../testing/render.tsx';
import { AuthProvider } from '../../features/accounts/auth-context.tsx';
import { SiteHeader } from './site-header.tsx';

const requested: string[] = [];

function answerAs(membership: Membership) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requested.push(url);
      if (url.includes(API_PATHS.user)) {
        const user = {
          id: 1,
          username: 'someone',
          first_name: 'Sam',
          last_name: 'Vine',
          email: 'sam@example.com',
          groups: [{ name: membership }],
        };
        return new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      if (url.includes('/api/cart/')) {
        const summary = { numberOfItemsInCart: 2 };
        return new Response(JSON.stringify(summary), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  requested.length = 0;
  localStorage.setItem('token', 'a-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SiteHeader and the cart', () => {
  it('shows a host no Cart link and never calls the cart API', async () => {
    answerAs('professionals');
    renderWithApp(
      <AuthProvider>
        <SiteHeader />
      </AuthProvider>,
    );
    await screen.findByRole('link', { name: 'My account' }, { timeout: 10_000 });
    // Give any query the header would start a moment to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(requested.filter((url) => url.includes('/api/cart'))).toEqual([]);
  });

  it('shows a member the Cart link with its count', async () => {
    answerAs('members');
    renderWithApp(
      <AuthProvider>
        <SiteHeader />
      </AuthProvider>,
    );
    await screen.findByRole('link', { name: 'My account' }, { timeout: 10_000 });
    await waitFor(() => expect(requested.some((url) => url.includes(API_PATHS.cart.summary))).toBe(true), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: /Cart/ })).toBeTruthy();
  });
});
