// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import { CELLAR_CSV_COLUMNS, CELLAR_MESSAGES } from '@trg/contract/cellar';
import { WINE_FIELD_MESSAGES } from '@trg/contract/wine-fields';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { MORGON, stubCellarServer } from '../testing/cellar-stub.ts';
import { MyCellar } from './my-cellar.tsx';

const csvFile = (text: string, name = 'cellar.csv') => new File([text], name, { type: 'text/csv' });

const section = () => within(screen.getByRole('region', { name: 'Export and import' }));

describe('Export and import', () => {
  let server: ReturnType<typeof stubCellarServer>;
  beforeEach(() => {
    server = stubCellarServer({ entries: [MORGON] });
    vi.stubGlobal('fetch', server.fetchStub);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'member-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    localStorage.clear();
  });

  it('exports with the token and downloads the answer as my-cellar.csv', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/cellar';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; afterEach takes these off again.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const { user } = renderWithApp(<MyCellar />);
    await screen.findByRole('article', { name: MORGON.wine });
    await user.click(section().getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Your cellar has been downloaded as my-cellar.csv.')).toBeTruthy();
    const exported = server.requests.filter((request) => request.path === API_PATHS.cellar.export);
    expect(exported).toEqual([
      expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ authorization: 'Token member-token' }) }),
    ]);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/cellar', download: 'my-cellar.csv' }]);
    const text = await blobs[0]?.text();
    expect(text).toContain(`${CELLAR_CSV_COLUMNS.join(',')}\r\n${MORGON.wine},Jean Foillard,2022,France,Beaujolais,6,`);
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/cellar'));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says so when the export fails, and downloads nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input) === API_PATHS.cellar.export
            ? new Response(JSON.stringify({ error: { code: 'forbidden', message: 'Only members keep a cellar.' } }), { status: 403 })
            : new Response('[]'),
        ),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderWithApp(<MyCellar />);
    await user.click(section().getByRole('button', { name: 'Export CSV' }));
    expect((await section().findByRole('alert')).textContent).toBe('Only members keep a cellar. Your cellar was not downloaded.');
    expect(click).not.toHaveBeenCalled();
  });

  it('imports a file, announces how many wines came in and shows them', async () => {
    const { user } = renderWithApp(<MyCellar />);
    await screen.findByRole('article', { name: MORGON.wine });
    const input = section().getByLabelText('CSV file to import') as HTMLInputElement;
    expect(input.accept).toBe('.csv,text/csv');
    const csv = 'Wine,Vintage,Quantity\r\nChablis,2021,2\r\n"Bourgogne, Rouge",,\r\n';
    await user.upload(input, csvFile(csv));
    await user.click(section().getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('2 wines imported.')).toBeTruthy();
    expect(server.posts()).toEqual([expect.objectContaining({ path: API_PATHS.cellar.import, body: { csv } })]);
    expect(await screen.findByRole('article', { name: 'Bourgogne, Rouge' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Chablis' })).toBeTruthy();
    expect(input.files).toHaveLength(0);
  });

  it("lists the server's problems by line and says nothing was imported", async () => {
    const refused = stubCellarServer({
      entries: [MORGON],
      refuse: {
        [API_PATHS.cellar.import]: {
          status: 400,
          code: 'validation_error',
          message: 'The file has problems.',
          fields: { 'line 12': CELLAR_MESSAGES.quantity, 'line 3': CELLAR_MESSAGES.wineRequired },
        },
      },
    });
    vi.stubGlobal('fetch', refused.fetchStub);
    const { user } = renderWithApp(<MyCellar />);
    await user.upload(section().getByLabelText('CSV file to import'), csvFile('Wine\r\nChablis\r\n'));
    await user.click(section().getByRole('button', { name: 'Import' }));

    const alert = await section().findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported. The file has problems.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Line 3: ${CELLAR_MESSAGES.wineRequired}`, `Line 12: ${CELLAR_MESSAGES.quantity}`]);
    expect(refused.posts()).toHaveLength(1);
    expect(screen.queryByText(/wines? imported/)).toBeNull();
  });

  it('shows the problems the browser finds without sending the file', async () => {
    const { user } = renderWithApp(<MyCellar />);
    await user.upload(section().getByLabelText('CSV file to import'), csvFile('Wine,Vintage\nChablis,2021\n,2019\nSancerre,19\n'));
    await user.click(section().getByRole('button', { name: 'Import' }));

    const alert = await section().findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Line 3: ${CELLAR_MESSAGES.wineRequired}`, `Line 4: ${WINE_FIELD_MESSAGES.year('Vintage')}`]);
    expect(server.posts()).toEqual([]);
  });

  it('asks for a file when none is chosen', async () => {
    const { user } = renderWithApp(<MyCellar />);
    await user.click(section().getByRole('button', { name: 'Import' }));
    expect((await section().findByRole('alert')).textContent).toContain('Choose a CSV file to import.');
    expect(server.posts()).toEqual([]);
  });
});
