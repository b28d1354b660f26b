// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import type { MemberDashboard } from '@trg/contract/dashboard';
import { renderWithApp } from '../../../testing/render.tsx';
import { MemberHome } from './member-home.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function serve(dashboard: MemberDashboard) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => Promise.resolve(String(input) === API_PATHS.memberDashboard ? json(dashboard) : json({}))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the member's home: waiting for you", () => {
  it('lists the wines poured at items the member attended beside the items to review, each linking to its review', async () => {
    serve({
      nextBooking: null,
      reviewsToWrite: [{ itemId: 4, kind: 'event', title: 'Chalk Cellar Tasting', slug: 'chalk-cellar-tasting-4', date: null }],
      winesToReview: [
        {
          wineId: 11,
          wineListId: 3,
          wine: 'Morgon Côte du Py',
          producer: 'Jean Foillard',
          vintage: '2022',
          itemTitle: 'Chalk Cellar Tasting',
        },
      ],
    });
    renderWithApp(<MemberHome />);
    const waiting = within(await screen.findByRole('region', { name: 'Waiting for you' }));
    expect(waiting.getByRole('link', { name: 'Write a review of Chalk Cellar Tasting' })).toBeTruthy();
    const wine = waiting.getByRole('link', { name: 'Review the wine Morgon Côte du Py 2022' });
    expect(wine.getAttribute('href')).toBe('/wine-profile/morgon-cote-du-py-11?wine-list=3&wine=11#wine-review-title');
    expect(waiting.getByText(/Jean Foillard · poured at Chalk Cellar Tasting/)).toBeTruthy();
  });

  it('says nothing is waiting when there is neither an item nor a wine, and reads an answer without wines', async () => {
    serve({ nextBooking: null, reviewsToWrite: [] });
    renderWithApp(<MemberHome />);
    const waiting = within(await screen.findByRole('region', { name: 'Waiting for you' }));
    expect(waiting.getByText(/Nothing waiting/)).toBeTruthy();
    expect(waiting.queryByRole('link')).toBeNull();
  });
});
