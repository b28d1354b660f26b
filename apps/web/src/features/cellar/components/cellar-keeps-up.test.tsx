// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CELLAR_MESSAGES, CellarEntrySchema } from '@trg/contract/cellar';
import { isoDateInDays } from '@trg/contract/dates';
import { renderWithApp } from '../../../testing/render.tsx';
import { MORGON, OWN_RIOJA, stubCellarServer } from '../testing/cellar-stub.ts';
import { MyCellar } from './my-cellar.tsx';

// Issue 30, part 4: 'Drank one' and its history, details with the own wine's window, unknown import columns told,
// the monthly window email.

const card = (wine: string) => within(screen.getByRole('article', { name: wine }));

const KEPT = CellarEntrySchema.parse({
  ...OWN_RIOJA,
  id: 7,
  wine: 'Kept Barbaresco',
  quantity: 1,
  location: 'Rack B',
  bin: '12',
  pricePaid: '31.50',
  currency: 'EUR',
  myRating: 4.5,
  drunk: [{ id: 1, drankOn: '2027-01-03', note: 'New year, with Anna.' }],
});

describe('My Cellar keeps up', () => {
  let server: ReturnType<typeof stubCellarServer>;
  beforeEach(() => {
    server = stubCellarServer({ entries: [MORGON, OWN_RIOJA, KEPT] });
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows where a wine is kept, what it cost, the rating and the bottles drunk', async () => {
    const { user } = renderWithApp(<MyCellar />);
    const kept = await screen.findByRole('article', { name: KEPT.wine });
    expect(within(kept).getByText('Rack B, bin 12')).toBeTruthy();
    expect(within(kept).getByText('€31.50 a bottle')).toBeTruthy();
    expect(within(kept).getByText('4.5 / 5')).toBeTruthy();
    await user.click(within(kept).getByText(/Drunk: 1 bottle/));
    expect(within(kept).getByText('3 January 2027')).toBeTruthy();
    expect(within(kept).getByText(/New year, with Anna\./)).toBeTruthy();
  });

  it('logs a bottle drunk with its day and note: the count goes down and the drink joins the history', async () => {
    const lastWeek = isoDateInDays(-7);
    const { user } = renderWithApp(<MyCellar />);
    await user.click(await screen.findByRole('button', { name: `Drank one: ${MORGON.wine}` }));
    const form = screen.getByRole('form', { name: `Bottle of ${MORGON.wine} drunk` });
    const day = within(form).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, lastWeek);
    await user.type(within(form).getByLabelText(/Note/), 'Roast chicken.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`${MORGON.wine}: one bottle drunk, 5 bottles left.`)).toBeTruthy();
    expect(server.posts()).toEqual([
      expect.objectContaining({
        path: apiPath(API_PATHS.cellar.drank, { id: MORGON.id }),
        body: { drankOn: lastWeek, note: 'Roast chicken.' },
      }),
    ]);
    expect((card(MORGON.wine).getByLabelText(`Bottles of ${MORGON.wine}`) as HTMLInputElement).value).toBe('5');
    expect(card(MORGON.wine).getByText(/Drunk: 1 bottle/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Drank one: ${MORGON.wine}` }));
  });

  it('refuses a day in the future at its field, without asking the server', async () => {
    const { user } = renderWithApp(<MyCellar />);
    await user.click(await screen.findByRole('button', { name: `Drank one: ${MORGON.wine}` }));
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CELLAR_MESSAGES.drankOn)).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(server.posts()).toEqual([]);
  });

  it("says 'No bottles left' instead of 'Drank one' once the last was drunk", async () => {
    vi.stubGlobal('fetch', stubCellarServer({ entries: [{ ...KEPT, quantity: 0 }] }).fetchStub);
    renderWithApp(<MyCellar />);
    expect(await screen.findByText('No bottles left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Drank one/ })).toBeNull();
  });

  it("gives an own wine a drinking window and empties a field; a profile's wine has no window fields", async () => {
    const { user } = renderWithApp(<MyCellar />);
    const kept = await screen.findByRole('article', { name: KEPT.wine });
    await user.click(within(kept).getByText('Edit details'));
    await user.type(within(kept).getByLabelText(/Drink from/), '2026');
    await user.type(within(kept).getByLabelText(/Drink until/), '2035');
    await user.clear(within(kept).getByLabelText(/^Bin/));
    await user.click(within(kept).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(`${KEPT.wine}: details saved.`)).toBeTruthy();
    expect(server.posts()[0]).toMatchObject({
      path: apiPath(API_PATHS.cellar.details, { id: KEPT.id }),
      body: { location: 'Rack B', bin: null, pricePaid: '31.50', currency: 'EUR', startToDrink: '2026', endToDrink: '2035', myRating: 4.5 },
    });
    expect(await card(KEPT.wine).findByText('Drink 2026–2035')).toBeTruthy();
    expect(card(KEPT.wine).getByText('Ready to drink')).toBeTruthy();

    const morgon = screen.getByRole('article', { name: MORGON.wine });
    await user.click(within(morgon).getByText('Edit details'));
    expect(within(morgon).queryByLabelText(/Drink from/)).toBeNull();
    expect(within(morgon).getByText(/drinking window of this wine is its host/)).toBeTruthy();
  });

  it('imports a CellarTracker file and names the columns it did not read', async () => {
    const { user } = renderWithApp(<MyCellar />);
    const csv = 'iWine,Wine,Vintage,Producer,Quantity,Location,Bin,BeginConsume\n1,Clos Rougeard,2014,Foucault,3,Cave,B2,2026\n';
    await user.upload(await screen.findByLabelText('CSV file to import'), new File([csv], 'cellartracker.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const told = 'This column was not imported, as My Cellar has no place for it: iWine.';
    expect(await screen.findByText(`1 wine imported. ${told}`)).toBeTruthy();
    expect(document.querySelector('.cellar-transfer__unknown')?.textContent).toBe(told);
    expect(await screen.findByRole('article', { name: 'Clos Rougeard' })).toBeTruthy();
    expect(card('Clos Rougeard').getByText('Cave, bin B2')).toBeTruthy();
  });

  it('turns the monthly window email on; it starts off', async () => {
    const { user } = renderWithApp(<MyCellar />);
    const box = (await screen.findByLabelText('Email me each month about wines entering their drinking window')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ path: API_PATHS.cellar.settings, body: { windowEmail: true } }),
    ]);
    await vi.waitFor(() => expect(box.checked).toBe(true));
  });
});
