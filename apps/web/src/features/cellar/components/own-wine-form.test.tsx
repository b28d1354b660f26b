// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import { CELLAR_MESSAGES, CellarWineSchema } from '@trg/contract/cellar';
import { WINE_FIELD_MESSAGES } from '@trg/contract/wine-fields';
import { renderWithApp } from '../../../testing/render.tsx';
import { stubCellarServer } from '../testing/cellar-stub.ts';
import { MyCellar } from './my-cellar.tsx';

const form = () => within(screen.getByRole('form', { name: 'Add a wine of your own' }));

describe('Add a wine of your own', () => {
  let server: ReturnType<typeof stubCellarServer>;
  beforeEach(() => {
    server = stubCellarServer({ entries: [] });
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields as the server does and sends nothing until they pass', async () => {
    const { user } = renderWithApp(<MyCellar />);
    await screen.findByText(/Your cellar is empty/);
    const wine = form().getByLabelText('Wine');
    expect((wine as HTMLInputElement).required).toBe(true);
    await user.type(form().getByLabelText('Vintage'), '19');
    await user.clear(form().getByLabelText('Quantity'));
    await user.type(form().getByLabelText('Quantity'), '0');
    await user.click(form().getByRole('button', { name: 'Add to my cellar' }));

    const wineError = form().getByText(CELLAR_MESSAGES.wineRequired);
    expect(wine.getAttribute('aria-invalid')).toBe('true');
    expect(wine.getAttribute('aria-describedby')).toContain(wineError.id);
    expect(form().getByText(WINE_FIELD_MESSAGES.year('Vintage'))).toBeTruthy();
    expect(form().getByText(CELLAR_MESSAGES.quantity)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(wine));
    expect(server.posts()).toEqual([]);
  });

  it('keeps only digits in the vintage, at most four', async () => {
    const { user } = renderWithApp(<MyCellar />);
    const vintage = form().getByLabelText('Vintage') as HTMLInputElement;
    await user.type(vintage, '2o19x7');
    expect(vintage.value).toBe('2197');
  });

  it('adds the wine, shows it in the list and announces it', async () => {
    const { user } = renderWithApp(<MyCellar />);
    await screen.findByText(/Your cellar is empty/);
    await user.type(form().getByLabelText('Wine'), '  Chablis Premier Cru ');
    await user.type(form().getByLabelText('Producer'), 'William Fèvre');
    await user.type(form().getByLabelText('Vintage'), '2021');
    await user.type(form().getByLabelText('Country'), 'France');
    await user.clear(form().getByLabelText('Quantity'));
    await user.type(form().getByLabelText('Quantity'), '4');
    await user.click(form().getByRole('button', { name: 'Add to my cellar' }));

    expect(await screen.findByText('Chablis Premier Cru has been added to your cellar.')).toBeTruthy();
    const unset = { startToDrink: null, endToDrink: null, location: null, bin: null, pricePaid: null, currency: null };
    const body = {
      wine: 'Chablis Premier Cru',
      producer: 'William Fèvre',
      vintage: '2021',
      country: 'France',
      region: null,
      quantity: 4,
      ...unset,
    };
    expect(server.posts()).toEqual([expect.objectContaining({ path: API_PATHS.cellar.add, body })]);
    expect(CellarWineSchema.parse(server.posts()[0]?.body)).toEqual(body);
    expect(await screen.findByRole('article', { name: 'Chablis Premier Cru' })).toBeTruthy();
    expect((form().getByLabelText('Wine') as HTMLInputElement).value).toBe('');
    expect((form().getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
  });

  it("shows the server's 400 messages at their fields", async () => {
    const refused = stubCellarServer({
      entries: [],
      refuse: {
        [API_PATHS.cellar.add]: {
          status: 400,
          code: 'validation_error',
          message: 'Please check the highlighted fields.',
          fields: { producer: 'Producer can be at most 200 characters.' },
        },
      },
    });
    vi.stubGlobal('fetch', refused.fetchStub);
    const { user } = renderWithApp(<MyCellar />);
    await user.type(form().getByLabelText('Wine'), 'Sancerre');
    await user.type(form().getByLabelText('Producer'), 'Vacheron');
    await user.click(form().getByRole('button', { name: 'Add to my cellar' }));
    const message = await form().findByText('Producer can be at most 200 characters.');
    const producer = form().getByLabelText('Producer');
    expect(producer.getAttribute('aria-invalid')).toBe('true');
    expect(producer.getAttribute('aria-describedby')).toContain(message.id);
    expect((form().getByLabelText('Wine') as HTMLInputElement).value).toBe('Sancerre');
  });

  it('shows a refusal that names no field above the form', async () => {
    vi.stubGlobal(
      'fetch',
      stubCellarServer({
        entries: [],
        refuse: { [API_PATHS.cellar.add]: { status: 403, code: 'forbidden', message: 'Only members keep a cellar.' } },
      }).fetchStub,
    );
    const { user } = renderWithApp(<MyCellar />);
    await user.type(form().getByLabelText('Wine'), 'Sancerre');
    await user.click(form().getByRole('button', { name: 'Add to my cellar' }));
    expect((await form().findByRole('alert')).textContent).toBe('Only members keep a cellar.');
  });
});
