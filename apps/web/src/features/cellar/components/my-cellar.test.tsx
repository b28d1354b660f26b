// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CELLAR_MESSAGES } from '@trg/contract/cellar';
import { paths } from '@trg/contract/paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { BAROLO, MORGON, MUSCADET, OWN_RIOJA, stubCellarServer } from '../testing/cellar-stub.ts';
import { MyCellar } from './my-cellar.tsx';

const card = (wine: string) => {
  const found = screen.getByRole('article', { name: wine });
  return within(found);
};

describe('MyCellar', () => {
  let server: ReturnType<typeof stubCellarServer>;
  beforeEach(() => {
    server = stubCellarServer();
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each wine with its details, drinking window and readiness in words', async () => {
    renderWithApp(<MyCellar />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Cellar' })).toBeTruthy();
    expect(await screen.findByText('4 wines, 12 bottles')).toBeTruthy();

    const morgon = card(MORGON.wine);
    expect(morgon.getByRole('link', { name: MORGON.wine }).getAttribute('href')).toBe(
      '/wine-profile/morgon-cote-du-py-11?wine-list=3&wine=11',
    );
    expect(morgon.getByText('Jean Foillard')).toBeTruthy();
    expect(morgon.getByText('2022')).toBeTruthy();
    expect(morgon.getByText('Beaujolais, France')).toBeTruthy();
    expect(morgon.getByText('Drink 2026–2032')).toBeTruthy();
    expect(morgon.getByText('Ready to drink')).toBeTruthy();
    expect((morgon.getByLabelText(`Bottles of ${MORGON.wine}`) as HTMLInputElement).value).toBe('6');

    expect(card(BAROLO.wine).getByText('Too young')).toBeTruthy();
    expect(card(BAROLO.wine).getByText('Drink 2030–2045')).toBeTruthy();
    expect(card(MUSCADET.wine).getByText('Past its best')).toBeTruthy();
    expect(card(MUSCADET.wine).getByText('Drink by 2020')).toBeTruthy();

    // A wine of the member's own has no profile to link to, no window and no badge.
    const rioja = card(OWN_RIOJA.wine);
    expect(rioja.queryByRole('link')).toBeNull();
    expect(rioja.getByText('No drinking window')).toBeTruthy();
    expect(rioja.queryByText(/Ready to drink|Too young|Past its best/)).toBeNull();
    expect(rioja.getAllByText('Not given')).toHaveLength(2);
  });

  it('links a profile wine with the wine profile path of the contract', async () => {
    renderWithApp(<MyCellar />);
    const link = await screen.findByRole('link', { name: BAROLO.wine });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe(`${paths.wineProfile}/barolo-cannubi-12`);
    expect(href.searchParams.get('wine-list')).toBe('3');
    expect(href.searchParams.get('wine')).toBe('12');
  });

  it('shows how to add wines when the cellar is empty', async () => {
    vi.stubGlobal('fetch', stubCellarServer({ entries: [] }).fetchStub);
    renderWithApp(<MyCellar />);
    expect(await screen.findByText(/Your cellar is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Events' }).getAttribute('href')).toBe(paths.myEvents);
    expect(screen.getByRole('link', { name: 'My Experiences' }).getAttribute('href')).toBe(paths.myExperiences);
    expect(screen.getByRole('link', { name: 'Add a wine of your own' }).getAttribute('href')).toBe('#cellar-add');
    expect(screen.getByRole('link', { name: 'importing a CSV file' }).getAttribute('href')).toBe('#cellar-import');
    expect(document.getElementById('cellar-add')).not.toBeNull();
    expect(document.getElementById('cellar-import')).not.toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('saves a new count of bottles, refreshes the list and announces it', async () => {
    const { user } = renderWithApp(<MyCellar />);
    const input = await screen.findByLabelText(`Bottles of ${MORGON.wine}`);
    await user.clear(input);
    await user.type(input, '11');
    await user.click(screen.getByRole('button', { name: `Save bottles of ${MORGON.wine}` }));

    expect(await screen.findByText(`${MORGON.wine}: 11 bottles saved.`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${MORGON.wine}: 11 bottles saved.`);
    expect(server.posts()).toEqual([
      expect.objectContaining({ path: apiPath(API_PATHS.cellar.update, { id: MORGON.id }), body: { quantity: 11 } }),
    ]);
    expect(await screen.findByText('4 wines, 17 bottles')).toBeTruthy();
    expect((screen.getByLabelText(`Bottles of ${MORGON.wine}`) as HTMLInputElement).value).toBe('11');
  });

  it('refuses a count of 0 at the row without asking the server', async () => {
    const { user } = renderWithApp(<MyCellar />);
    const input = await screen.findByLabelText(`Bottles of ${MORGON.wine}`);
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: `Save bottles of ${MORGON.wine}` }));
    const message = card(MORGON.wine).getByText(CELLAR_MESSAGES.quantity);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(server.posts()).toEqual([]);
  });

  it("shows the server's refusal of a count at its row", async () => {
    const refused = stubCellarServer({
      refuse: {
        [apiPath(API_PATHS.cellar.update, { id: BAROLO.id })]: {
          status: 404,
          code: 'not_found',
          message: 'This wine is no longer in your cellar.',
        },
      },
    });
    vi.stubGlobal('fetch', refused.fetchStub);
    const { user } = renderWithApp(<MyCellar />);
    const input = await screen.findByLabelText(`Bottles of ${BAROLO.wine}`);
    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByRole('button', { name: `Save bottles of ${BAROLO.wine}` }));
    expect(await card(BAROLO.wine).findByRole('alert')).toHaveProperty('textContent', 'This wine is no longer in your cellar.');
    expect(card(MORGON.wine).queryByRole('alert')).toBeNull();
    expect(refused.posts()[0]?.body).toEqual({ quantity: 2 });
  });

  it('removes a wine only after confirming; Cancel keeps it', async () => {
    const { user } = renderWithApp(<MyCellar />);
    const remove = await screen.findByRole('button', { name: `Remove ${BAROLO.wine}` });
    await user.click(remove);
    const step = screen.getByRole('group', { name: `Remove ${BAROLO.wine}` });
    expect(within(step).getByText(`Remove ${BAROLO.wine} from your cellar?`)).toBeTruthy();
    expect(document.activeElement).toBe(within(step).getByRole('button', { name: 'Yes, remove' }));

    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: `Remove ${BAROLO.wine}` })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Remove ${BAROLO.wine}` }));
    expect(server.posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Remove ${BAROLO.wine}` }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText(`${BAROLO.wine} has been removed from your cellar.`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: BAROLO.wine })).toBeNull());
    expect(server.posts()).toEqual([
      expect.objectContaining({ path: apiPath(API_PATHS.cellar.remove, { id: BAROLO.id }), body: undefined }),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your wines' }));
    expect(screen.getByText('3 wines, 11 bottles')).toBeTruthy();
  });

  it('shows a failed removal at its row and keeps the wine', async () => {
    vi.stubGlobal(
      'fetch',
      stubCellarServer({
        refuse: {
          [apiPath(API_PATHS.cellar.remove, { id: MORGON.id })]: { status: 403, code: 'forbidden', message: 'Only members keep a cellar.' },
        },
      }).fetchStub,
    );
    const { user } = renderWithApp(<MyCellar />);
    await user.click(await screen.findByRole('button', { name: `Remove ${MORGON.wine}` }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await card(MORGON.wine).findByText('Only members keep a cellar.')).toBeTruthy();
    expect(screen.getByRole('article', { name: MORGON.wine })).toBeTruthy();
  });
});
