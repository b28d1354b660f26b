// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { paths } from '@trg/contract/paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { WineProfilePage } from './wine-profile-page.tsx';
import { morgon, stubWineProfileServer } from '../testing/wine-profile-stub.ts';

const renderPage = () =>
  renderWithApp(<WineProfilePage search={new URLSearchParams('?wine-list=3&wine=11')} />, { route: '/wine-profile?wine-list=3&wine=11' });

describe('WineProfilePage: the guest view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile read-only, sliders as their words, prices with the symbol, and loads no reference data', async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false, quality: 91 }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wine Profile: MORGON Côte du Py' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm Details' })).toBeNull();
    const taste = screen.getByRole('region', { name: 'What does the wine taste like' });
    expect(within(taste).getByText('Sweetness')).toBeTruthy();
    expect(within(taste).getByText('Dry')).toBeTruthy();
    const price = screen.getByRole('region', { name: 'Price 2026-07-14' });
    expect(within(price).getByText('£9.50')).toBeTruthy();
    expect(within(price).getByText('£42.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Key Characteristics' })).getByText('Yes')).toBeTruthy();
    expect(screen.getByText(/4\.5 out of 5/).closest('p')?.textContent).toMatch(/\(2 reviews\)/);
    expect(server.calls.some((call) => call.path.includes('reference-data'))).toBe(false);
  });

  it("opens on the key facts, the host's score, Review and Add to my cellar, before the sections", async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false, quality: 91 }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wine Profile: MORGON Côte du Py' });
    const header = heading.closest('header');
    if (!header) throw new Error('no header');
    const facts = within(header);
    expect(facts.getByText('Jean Foillard')).toBeTruthy();
    expect(facts.getByText('2022')).toBeTruthy();
    expect(facts.getByText('Gamay')).toBeTruthy();
    expect(facts.getByText('91 out of 100')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('#wine-review-title');
    const cellar = screen.getByRole('button', { name: 'Add to my cellar' });
    const firstSection = screen.getByRole('region', { name: 'Key Facts' });
    // The cellar's button comes before the first section of the profile, and the structure drawn before the sections.
    expect(cellar.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const structure = await screen.findByRole('region', { name: 'Structure: the host and the guests' });
    expect(structure.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("lists the guests' reviews, newest first, with the first name and initial, the date and Verified guest", async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    const reviews = within(await screen.findByRole('region', { name: "Guests' reviews" }));
    const shown = reviews.getAllByRole('article');
    expect(shown.map((review) => review.getAttribute('aria-label'))).toEqual(["Anna K.'s review", "Lukas M.'s review"]);
    const anna = within(reviews.getByRole('article', { name: "Anna K.'s review" }));
    expect(anna.getByText('Verified guest')).toBeTruthy();
    expect(anna.getByText('14 July 2026')).toBeTruthy();
    expect(anna.getByText('Crunchy red fruit, lovely cool.')).toBeTruthy();
    // Two reviews in all: no more to load.
    expect(reviews.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('folds every section by default, its summary saying how many details it holds', async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false, quality: 91 }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Wine Profile: MORGON Côte du Py' });
    const price = screen.getByRole('region', { name: 'Price 2026-07-14' });
    const fold = price.querySelector('details');
    expect(fold?.open).toBe(false);
    expect(price.querySelector('summary')?.textContent).toBe('Price 2026-07-14 2 details');
    const folds = [...document.querySelectorAll('.wine-profile__section--folded details')];
    expect(folds.length).toBeGreaterThan(5);
    expect(folds.every((section) => !(section as HTMLDetailsElement).open)).toBe(true);
  });

  it('review: before the event pouring it has started, says when reviews open in place of the form', async () => {
    const notOpen = 'Reviews open once this event has started: come back after you have been.';
    const server = stubWineProfileServer({ details: morgon({ canEdit: false, reviewsNotOpen: notOpen }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Your review of this wine' });
    expect(await within(section).findByText(notOpen)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Rate MORGON Côte du Py' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    // The cellar does not wait for the event.
    expect(screen.getByRole('button', { name: 'Add to my cellar' })).toBeTruthy();
  });

  it('review: a star reveals the comment, typing reveals submit, then the review shows read-only', async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false }) });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const stars = await screen.findByRole('group', { name: 'Rate MORGON Côte du Py' });
    expect(screen.queryByLabelText('Add Comment')).toBeNull();
    // Keyboard: focus the first star and move with the arrow keys.
    await user.click(within(stars).getByRole('radio', { name: '1 star, Poor' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((within(stars).getByRole('radio', { name: '4 stars, Very Good' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    await user.type(screen.getByLabelText('Add Comment'), 'Bright and juicy.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(server.posts()).toEqual([
        {
          method: 'POST',
          path: apiPath(API_PATHS.wineProfile.createReview, { id: 11 }),
          body: JSON.stringify({ rating: 4, comment: 'Bright and juicy.' }),
        },
      ]),
    );
    expect(await screen.findByText('You rated it 4 out of 5: Very Good.')).toBeTruthy();
    expect(screen.getByText('Bright and juicy.')).toBeTruthy();
    expect(screen.queryByLabelText('Add Comment')).toBeNull();
  });

  it("shows the member's earlier review read-only", async () => {
    const server = stubWineProfileServer({
      details: morgon({ canEdit: false }),
      myReviews: { winesReviewd: [11], reviews: [{ wineId: 11, rating: 5, comment: 'Stunning.' }] },
    });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    expect(await screen.findByText('You rated it 5 out of 5: Excellent.')).toBeTruthy();
    expect(screen.getByText('Stunning.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Rate/ })).toBeNull();
  });

  it('Add to my cellar announces the bottles in the cellar with a link to it', async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false }) });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add to my cellar' }));
    const status = within(screen.getByRole('region', { name: 'Your cellar' })).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('1 bottle in your cellar. Go to My Cellar'));
    expect(within(status).getByRole('link', { name: 'Go to My Cellar' }).getAttribute('href')).toBe(paths.myCellar);
    await user.click(screen.getByRole('button', { name: 'Add to my cellar' }));
    await waitFor(() => expect(status.textContent).toBe('2 bottles in your cellar. Go to My Cellar'));
    expect(server.posts().map((call) => [call.path, call.body])).toEqual([
      [apiPath(API_PATHS.wineProfile.addToCellar, { id: 11 }), undefined],
      [apiPath(API_PATHS.wineProfile.addToCellar, { id: 11 }), undefined],
    ]);
  });
});
