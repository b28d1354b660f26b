// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render.tsx';
import { WineProfilePage } from './wine-profile-page.tsx';
import { TASTINGS_URL, morgon, stubWineProfileServer, tastingsOf } from '../testing/wine-profile-stub.ts';

const renderPage = () =>
  renderWithApp(<WineProfilePage search={new URLSearchParams('?wine-list=3&wine=11')} />, { route: '/wine-profile?wine-list=3&wine=11' });

describe("WineProfilePage: the guests' tastings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("draws the host's structure and says how many more tastings the guests' average needs", async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false }), tastings: tastingsOf({ count: 1 }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Structure: the host and the guests' });
    expect(await within(section).findByText('Host: Dry')).toBeTruthy();
    expect(within(section).getByText(/once 3 guests have recorded a tasting \(2 more to go\)/)).toBeTruthy();
    expect(within(section).queryByText(/^Guests:/)).toBeNull();
  });

  it("shows the guests' average beside the host's once there is one, in words with the decimal", async () => {
    const crowd = {
      sweetness: 1.7,
      acidity: null,
      tanin: null,
      alcohol: null,
      body: null,
      mouse: null,
      flavourIntensity: null,
      length: null,
    };
    const server = stubWineProfileServer({ details: morgon({ canEdit: false }), tastings: tastingsOf({ count: 3, crowd }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Structure: the host and the guests' });
    expect(await within(section).findByText('Guests: Fruity (1.7)')).toBeTruthy();
    expect(within(section).getByText("The guests' marks are the average of 3 tastings.")).toBeTruthy();
  });

  it('a guest records a tasting: the sliders and the note are sent, and the saved tasting shows', async () => {
    const server = stubWineProfileServer({ details: morgon({ canEdit: false }) });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const section = await screen.findByRole('region', { name: 'Structure: the host and the guests' });
    const tannin = await within(section).findByRole('slider', { name: 'Tannin' });
    fireEvent.change(tannin, { target: { value: '3' } });
    await user.type(within(section).getByLabelText('Your tasting note'), 'Grippy, sour cherry.');
    await user.click(within(section).getByRole('button', { name: 'Record your tasting' }));
    expect(await within(section).findByText('Your tasting is saved.')).toBeTruthy();
    const sent = server.calls.find((call) => call.method === 'PUT' && call.path === TASTINGS_URL);
    expect(JSON.parse(String(sent?.body))).toEqual({ tanin: 3, note: 'Grippy, sour cherry.' });
  });

  it('says when tastings open in place of the form, and the host sees no form', async () => {
    const notOpen = 'Reviews open once this event has started: come back after you have been.';
    const server = stubWineProfileServer({ details: morgon({ canEdit: false }), tastings: tastingsOf({ notOpen }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Structure: the host and the guests' });
    expect(await within(section).findByText(notOpen)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /tasting/ })).toBeNull();
  });
});
