// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { ShownReview } from '@trg/contract/reviews';
import { renderWithApp } from '../../../testing/render.tsx';
import { ItemReviews } from './item-reviews.tsx';

const review = (id: number, overrides: Partial<ShownReview> = {}): ShownReview => ({
  id,
  rating: 4,
  comment: `Comment ${id}`,
  reviewerName: 'Anna K.',
  date: '2026-07-14',
  verifiedGuest: true,
  answer: null,
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ITEM = {
  id: 7,
  reviewCount: 3,
  businessName: 'Cave du Port',
  latestReviews: [
    review(3, { answer: { comment: 'Thank you, Anna!', date: '2026-07-15' } }),
    review(2, { reviewerName: 'Lukas M.', rating: 2, comment: 'Too cold in the cellar.' }),
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the reviews people read on an item page', () => {
  it("shows each review's name and initial, Verified guest, the date and the host's answer, then loads more", async () => {
    const fetch = vi.fn((input: RequestInfo | URL) => {
      const path = String(input);
      if (path === apiPath(API_PATHS.reviews.ofItem, { id: 7 }, { page: 2 }))
        return Promise.resolve(json({ results: [review(1, { reviewerName: 'Bea S.' })], count: 3, page: 2, pageSize: 2, youHost: false }));
      return Promise.resolve(json({ error: { code: 'not_found', message: `No stub for ${path}` } }, 404));
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<ItemReviews item={ITEM} signedIn={false} />);
    const list = within(screen.getByRole('region', { name: 'Reviews' }));
    const first = within(list.getByRole('article', { name: "Anna K.'s review" }));
    expect(first.getByText('Verified guest')).toBeTruthy();
    expect(first.getByText('14 July 2026')).toBeTruthy();
    expect(first.getByText('Answer from Cave du Port')).toBeTruthy();
    expect(first.getByText('Thank you, Anna!')).toBeTruthy();
    expect(list.getByText('Too cold in the cellar.')).toBeTruthy();
    // A visitor reads; reporting needs an account.
    expect(list.queryByRole('button', { name: /Report/ })).toBeNull();

    await user.click(list.getByRole('button', { name: 'More reviews' }));
    expect(await list.findByRole('article', { name: "Bea S.'s review" })).toBeTruthy();
    expect(list.getAllByRole('article')).toHaveLength(3);
    expect(list.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('lets a signed-in reader report a review with a reason, and the host answer one', async () => {
    const posted: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (init?.method === 'POST') {
          posted.push({ path, body: JSON.parse(String(init.body)) });
          if (path.endsWith('/report')) return Promise.resolve(json({ reported: true }, 201));
          return Promise.resolve(json({ ...review(2), answer: { comment: 'We will heat it.', date: '2026-07-16' } }));
        }
        if (path.startsWith(apiPath(API_PATHS.reviews.ofItem, { id: 7 })))
          return Promise.resolve(
            json({
              results: ITEM.latestReviews.map((one) => ({ ...one, reportedByYou: false })),
              count: 2,
              page: 1,
              pageSize: 5,
              youHost: true,
            }),
          );
        return Promise.resolve(json({ error: { code: 'not_found', message: `No stub for ${path}` } }, 404));
      }),
    );
    const { user } = renderWithApp(<ItemReviews item={ITEM} signedIn />);
    const lukas = within(await screen.findByRole('article', { name: "Lukas M.'s review" }));
    await user.click(await lukas.findByRole('button', { name: "Report Lukas M.'s review" }));
    await user.type(lukas.getByLabelText("Why should our team look at Lukas M.'s review?"), 'Not about the tasting.');
    await user.click(lukas.getByRole('button', { name: 'Send report' }));
    expect(await lukas.findByText('You reported this review: our team will look at it.')).toBeTruthy();
    expect(posted[0]).toEqual({ path: apiPath(API_PATHS.reviews.report, { id: 2 }), body: { reason: 'Not about the tasting.' } });

    // Answered already: no second answer offered.
    const anna = within(screen.getByRole('article', { name: "Anna K.'s review" }));
    expect(anna.queryByRole('button', { name: /Answer/ })).toBeNull();
    await user.click(lukas.getByRole('button', { name: "Answer Lukas M.'s review" }));
    await user.type(lukas.getByLabelText('Your public answer to Lukas M.'), 'We will heat it.');
    await user.click(lukas.getByRole('button', { name: 'Publish answer' }));
    await vi.waitFor(() =>
      expect(posted[1]).toEqual({ path: apiPath(API_PATHS.reviews.answer, { id: 2 }), body: { answer: 'We will heat it.' } }),
    );
  });
});
