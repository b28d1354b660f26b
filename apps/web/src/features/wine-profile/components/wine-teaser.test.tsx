// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render.tsx';
import { WineProfilePage } from './wine-profile-page.tsx';
import { apiError, stubWineProfileServer } from '../testing/wine-profile-stub.ts';

const renderPage = () =>
  renderWithApp(<WineProfilePage search={new URLSearchParams('?wine-list=3&wine=11')} />, { route: '/wine-profile?wine-list=3&wine=11' });

const forbidden = () => apiError(403, 'permission_denied', 'This wine profile is for guests.');

describe('WineProfilePage: the teaser for those without a booking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the wine as written, its producer, origin, grapes and colour, and links to the items that pour it', async () => {
    const server = stubWineProfileServer({
      details: forbidden,
      teaser: {
        wineId: 11,
        wineListId: 3,
        wine: 'MORGON Côte du Py',
        producer: 'Jean Foillard',
        vintage: '2022',
        country: 'France',
        region: 'Beaujolais',
        appellation: 'Morgon',
        grapes: ['Gamay'],
        colour: 'Red',
        pouredAt: [{ kind: 'event', id: 7, title: 'Beaujolais Supper', date: '2027-03-04' }],
      },
    });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'MORGON Côte du Py 2022' })).toBeTruthy();
    expect(screen.getByText('Morgon, Beaujolais, France')).toBeTruthy();
    expect(screen.getByText('Gamay')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beaujolais Supper' }).getAttribute('href')).toBe('/Events/beaujolais-supper-7');
  });

  it('shows only whom the profile is for when no item on sale pours the wine', async () => {
    const server = stubWineProfileServer({ details: forbidden });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This wine profile is for guests' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Taste it at')).toBeNull();
  });
});
