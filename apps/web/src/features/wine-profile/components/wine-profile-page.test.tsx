// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@trg/contract/paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { WineProfilePage } from './wine-profile-page.tsx';
import { DETAILS_URL, TEASER_URL, UPDATE_URL, apiError, morgon, stubWineProfileServer } from '../testing/wine-profile-stub.ts';

const ROUTE = '/wine-profile/morgon-11?wine-list=3&wine=11';
const renderPage = (search = '?wine-list=3&wine=11') =>
  renderWithApp(<WineProfilePage search={new URLSearchParams(search)} />, { route: ROUTE });

function sentFields(server: ReturnType<typeof stubWineProfileServer>) {
  return server.posts().map((call) => ({ path: call.path, fields: Object.fromEntries((call.body as FormData).entries()) }));
}

describe('WineProfilePage: loading and access', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows nothing but a loading status until the details and all reference data have loaded', async () => {
    const server = stubWineProfileServer({ holdReference: true });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    await waitFor(() => expect(server.calls.filter((call) => call.path.includes('reference-data'))).toHaveLength(3));
    expect(screen.getByRole('status').textContent).toBe('Loading the wine profile...');
    expect(screen.queryByRole('heading')).toBeNull();
    server.releaseReference();
    // The heading carries the wine's name in lower case.
    expect(await screen.findByRole('heading', { level: 1, name: 'Wine Profile: MORGON Côte du Py' })).toBeTruthy();
    expect(screen.getByText(/4\.5 out of 5/)).toBeTruthy();
    expect(server.calls[0]?.path).toBe(DETAILS_URL);
  });

  it('explains a 403 to a signed-out visitor, with sign-in and Events links', async () => {
    const server = stubWineProfileServer({ details: () => apiError(403, 'forbidden', 'No access.') });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This wine profile is for guests' })).toBeTruthy();
    expect(screen.getByText(/host who pours it and for the guests who booked an event or experience/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`${paths.login}?next=${encodeURIComponent(ROUTE)}`);
    expect(screen.getByRole('link', { name: 'See the Events' }).getAttribute('href')).toBe(paths.events);
    // Reference data is for the editor only; the teaser is asked for (ours, issue 30).
    expect(server.calls.map((call) => call.path)).toEqual([DETAILS_URL, TEASER_URL]);
  });

  it('a signed-in member without a booking gets no sign-in link', async () => {
    localStorage.setItem('token', 'abc');
    const server = stubWineProfileServer({ details: () => apiError(403, 'forbidden', 'No access.') });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    expect(await screen.findByText(/no booking where this wine is poured/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows a not-found message with a link back on 404', async () => {
    const server = stubWineProfileServer({ details: () => apiError(404, 'not_found', 'No such wine.') });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this wine' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Events' }).getAttribute('href')).toBe(paths.events);
  });

  it('a bad query says so without calling the server', () => {
    const server = stubWineProfileServer();
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage('?wine-list=abc');
    expect(screen.getByRole('alert').textContent).toMatch(/does not name a wine/);
    expect(screen.getByText(/The wine number in the address/)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});

describe('WineProfilePage: the owner editor', () => {
  let server: ReturnType<typeof stubWineProfileServer>;
  beforeEach(() => {
    server = stubWineProfileServer();
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  const section = (name: string) => screen.getByRole('region', { name });

  it('shows values as text; Edit Section reveals inputs with Cancel and Confirm Details only in edit mode', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const keyFacts = section('Key Facts');
    expect(within(keyFacts).getByText('Best in Show')).toBeTruthy();
    expect(within(keyFacts).queryByRole('button', { name: /Confirm Details/ })).toBeNull();
    expect(within(keyFacts).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(keyFacts).queryByLabelText('About the wine')).toBeNull();

    await user.click(within(keyFacts).getByRole('button', { name: 'Edit Section Key Facts' }));
    expect(within(keyFacts).getByLabelText('About the wine')).toBeTruthy();
    expect(within(keyFacts).getByRole('button', { name: 'Confirm Details' })).toBeTruthy();
    expect(within(keyFacts).queryByRole('button', { name: /Edit Section/ })).toBeNull();
    expect(within(keyFacts).getByText('click on confirm details to effect changes')).toBeTruthy();
    expect(within(keyFacts).getByLabelText('Wine image').getAttribute('accept')).toBe('image/*');

    await user.click(within(keyFacts).getByRole('button', { name: 'Cancel' }));
    expect(within(keyFacts).queryByRole('button', { name: 'Confirm Details' })).toBeNull();
    expect(document.activeElement).toBe(within(keyFacts).getByRole('button', { name: 'Edit Section Key Facts' }));
    expect(server.posts()).toEqual([]);
  });

  it('Confirm sends only the changed fields as FormData to the update URL, then reloads and closes', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const keyFacts = section('Key Facts');
    await user.click(within(keyFacts).getByRole('button', { name: 'Edit Section Key Facts' }));
    await user.type(within(keyFacts).getByLabelText('Viticulture'), 'Old vines on granite.');
    const image = new File(['png'], 'bottle.png', { type: 'image/png' });
    await user.upload(within(keyFacts).getByLabelText('Wine image'), image);
    const detailsLoads = server.calls.filter((call) => call.path === DETAILS_URL).length;
    await user.click(within(keyFacts).getByRole('button', { name: 'Confirm Details' }));

    await waitFor(() => expect(server.posts()).toHaveLength(1));
    const body = server.posts()[0]?.body as FormData;
    expect(server.posts()[0]?.path).toBe(UPDATE_URL);
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['viticulture', 'wineImg']);
    expect(body.get('viticulture')).toBe('Old vines on granite.');
    expect((body.get('wineImg') as File).name).toBe('bottle.png');
    expect(await within(keyFacts).findByRole('button', { name: 'Edit Section Key Facts' })).toBeTruthy();
    await waitFor(() => expect(server.calls.filter((call) => call.path === DETAILS_URL).length).toBe(detailsLoads + 1));
  });

  it('multi-value ADD appends with |, Clear empties, and the values show split', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const keyFacts = section('Key Facts');
    await user.click(within(keyFacts).getByRole('button', { name: 'Edit Section Key Facts' }));
    await user.type(within(keyFacts).getByLabelText('Awards'), 'Decanter 95');
    await user.click(within(keyFacts).getByRole('button', { name: 'ADD to Awards' }));
    expect(within(keyFacts).getByText('Awards will be: Gold, Best in Show, Decanter 95.')).toBeTruthy();
    await user.click(within(keyFacts).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { awards: 'Gold|Best in Show|Decanter 95' } }]));

    const characteristics = section('Key Characteristics');
    await user.click(within(characteristics).getByRole('button', { name: 'Edit Section Key Characteristics' }));
    await user.click(within(characteristics).getByRole('button', { name: 'CLEAR Grape/Blend' }));
    expect(within(characteristics).getByText('Grape/Blend will be emptied.')).toBeTruthy();
    await user.click(within(characteristics).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)[1]).toEqual({ path: UPDATE_URL, fields: { grapeOrBlend: '' } }));
  });

  it('type-ahead: at most 5 case-insensitive suggestions, keyboard choice, custom entry, narrowed by country', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const where = section('Where the wine is from');
    await user.click(within(where).getByRole('button', { name: 'Edit Section Where the wine is from' }));
    const country = within(where).getByRole('combobox', { name: 'Country' });
    await user.clear(country);
    expect(country.getAttribute('aria-expanded')).toBe('false');
    await user.type(country, 'A');
    expect(country.getAttribute('aria-expanded')).toBe('true');
    const listbox = document.getElementById(country.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    // Eight countries hold an 'a': only five are offered.
    expect(within(listbox as HTMLElement).getAllByRole('option')).toHaveLength(5);
    await user.clear(country);
    await user.type(country, 'ITA');
    expect(
      within(listbox as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Italy']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect((country as HTMLInputElement).value).toBe('Italy');
    expect(country.getAttribute('aria-expanded')).toBe('false');

    // Regions are those of the chosen country.
    const region = within(where).getByRole('combobox', { name: 'Region' });
    // Beaujolais holds an 'e' too, but is in France.
    await user.type(region, 'e');
    expect(
      within(listboxOf(region))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Piedmont']);
    await user.keyboard('{Escape}');
    expect(region.getAttribute('aria-expanded')).toBe('false');

    // Nothing matches: the typed text is offered as a custom entry.
    await user.clear(country);
    await user.type(country, 'Narnia');
    expect(within(listboxOf(country)).getByRole('option').textContent).toBe('Use "Narnia" (not in our list)');
    await user.click(within(listboxOf(country)).getByRole('option'));
    expect((country as HTMLInputElement).value).toBe('Narnia');
    await user.clear(region);
    await user.type(region, 'Bur');
    // A custom country (ZZZ) has no regions of its own.
    expect(within(listboxOf(region)).getByRole('option').textContent).toBe('Use "Bur" (not in our list)');
    await user.click(within(where).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { country: 'Narnia', region: 'Bur' } }]));
  });

  it('yes/no boxes are exclusive, caps filter typing, sliders show their label and reset on Cancel', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const characteristics = section('Key Characteristics');
    await user.click(within(characteristics).getByRole('button', { name: 'Edit Section Key Characteristics' }));
    const organic = within(characteristics).getByRole('group', { name: 'Organic' });
    const certified = within(organic).getByRole('checkbox', { name: 'Certified' });
    const no = within(organic).getByRole('checkbox', { name: 'No' });
    await user.click(certified);
    expect([(certified as HTMLInputElement).checked, (no as HTMLInputElement).checked]).toEqual([true, false]);
    await user.click(no);
    expect([(certified as HTMLInputElement).checked, (no as HTMLInputElement).checked]).toEqual([false, true]);

    const abv = within(characteristics).getByLabelText('ABV (%)');
    await user.type(abv, '1a3.5.77');
    expect((abv as HTMLInputElement).value).toBe('13.57');
    const vintage = within(characteristics).getByLabelText('Vintage');
    await user.clear(vintage);
    await user.type(vintage, '20x194');
    expect((vintage as HTMLInputElement).value).toBe('2019');
    const window = within(characteristics).getByLabelText('Drinking Window (years)');
    await user.type(window, '123');
    expect((window as HTMLInputElement).value).toBe('12');
    await user.click(within(characteristics).getByRole('button', { name: 'Cancel' }));

    const taste = section('What does the wine taste like');
    expect(within(taste).getByText('Dry')).toBeTruthy();
    await user.click(within(taste).getByRole('button', { name: 'Edit Section What does the wine taste like' }));
    const body = within(taste).getByRole('slider', { name: 'Body' });
    expect(body.getAttribute('aria-valuetext')).toBe('Slide for level');
    fireEvent.change(body, { target: { value: '2' } });
    expect(body.getAttribute('aria-valuetext')).toBe('Full');
    expect(within(taste).getByText('Full')).toBeTruthy();
    await user.click(within(taste).getByRole('button', { name: 'Cancel' }));
    await user.click(within(taste).getByRole('button', { name: 'Edit Section What does the wine taste like' }));
    expect(within(taste).getByRole('slider', { name: 'Body' }).getAttribute('aria-valuetext')).toBe('Slide for level');

    fireEvent.change(within(taste).getByRole('slider', { name: 'Sweetness' }), { target: { value: '0' } });
    await user.click(within(taste).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { sweetness: '0' } }]));
  });

  it('price section: currency symbols, 8-character inputs, changed prices only', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const price = section('Price 2026-07-14');
    expect(within(price).getByText('£42.00')).toBeTruthy();
    await user.click(within(price).getByRole('button', { name: 'Edit Section Price 2026-07-14' }));
    const currency = within(price).getByLabelText('Currency');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['GBP', '£ (GBP)'],
      ['USD', '$ (USD)'],
    ]);
    await user.selectOptions(currency, 'USD');
    const magnum = within(price).getByLabelText('Magnum');
    await user.type(magnum, '123456.789');
    expect((magnum as HTMLInputElement).value).toBe('123456.7');
    expect(magnum.getAttribute('maxlength')).toBe('8');
    await user.click(within(price).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { currency: 'USD', magnumPrice: '123456.7' } }]));
  });

  it('rating section: the 0-100 slider with Confirm Details', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const rating = section('How you rate this wine');
    await user.click(within(rating).getByRole('button', { name: 'Edit Section How you rate this wine' }));
    const slider = within(rating).getByRole('slider', { name: 'How you rate this wine' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['0', '100', '1']);
    fireEvent.change(slider, { target: { value: '87' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('87');
    await user.click(within(rating).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { quality: '87' } }]));
  });
});

describe('WineProfilePage: the editor a host can finish (issue 30)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const section = (name: string) => screen.getByRole('region', { name });
  const open = async (user: ReturnType<typeof renderPage>['user'], name: string) => {
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(section(name)).getByRole('button', { name: `Edit Section ${name}` }));
    return section(name);
  };

  it("offers the items' currencies after GBP and USD, and sends a price in euros", async () => {
    const server = stubWineProfileServer({ details: morgon({ itemCurrencies: ['CHF', 'EUR'] }) });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const price = await open(user, 'Price 2026-07-14');
    const currency = within(price).getByLabelText('Currency');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['£ (GBP)', '$ (USD)', 'CHF', '€ (EUR)']);
    await user.selectOptions(currency, 'EUR');
    await user.type(within(price).getByLabelText('Bottle 375ml'), '24.5');
    await user.click(within(price).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { currency: 'EUR', bottle375mlPrice: '24.5' } }]));
  });

  it('shows prices in a stored currency that is neither GBP nor USD', async () => {
    const server = stubWineProfileServer({ details: morgon({ currency: 'CHF', bottle750mlPrice: '64.00' }) });
    vi.stubGlobal('fetch', server.fetchStub);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(within(section('Price 2026-07-14')).getByText('CHF 64.00')).toBeTruthy();
  });

  it('edits the palate as a text like the nose', async () => {
    const server = stubWineProfileServer();
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const taste = await open(user, 'What does the wine taste like');
    await user.type(within(taste).getByRole('textbox', { name: 'Palate' }), 'Red cherry, granite.');
    await user.click(within(taste).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { palate: 'Red cherry, granite.' } }]));
  });

  it('reopened, each slider sits at its saved value and says it; an unchanged slider is not sent', async () => {
    const server = stubWineProfileServer({ details: morgon({ sweetness: 1, tanin: 3, quality: 91 }) });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const taste = await open(user, 'What does the wine taste like');
    const sweetness = within(taste).getByRole('slider', { name: 'Sweetness' }) as HTMLInputElement;
    expect([sweetness.value, sweetness.getAttribute('aria-valuetext')]).toEqual(['1', 'Dry']);
    const tannin = within(taste).getByRole('slider', { name: 'Tannin' }) as HTMLInputElement;
    expect([tannin.value, tannin.getAttribute('aria-valuetext')]).toEqual(['3', 'High']);
    expect(within(taste).getAllByText('High').length).toBeGreaterThan(0);
    // A slider never saved still invites a slide.
    expect(within(taste).getByRole('slider', { name: 'Body' }).getAttribute('aria-valuetext')).toBe('Slide for level');
    fireEvent.change(tannin, { target: { value: '2' } });
    await user.click(within(taste).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { tanin: '2' } }]));

    const rating = await open(user, 'How you rate this wine');
    expect((within(rating).getByRole('slider', { name: 'How you rate this wine' }) as HTMLInputElement).value).toBe('91');
    expect((within(rating).getByLabelText('Score, typed (0 to 100)') as HTMLInputElement).value).toBe('91');
  });

  it('the score typed moves the slider and the slider fills the box; a score over 100 is left to the server', async () => {
    const server = stubWineProfileServer({
      updateAnswer: (body) =>
        body.get('quality') === '120'
          ? apiError(400, 'validation_error', 'quality: How you rate this wine must be a whole number from 0 to 100.', {
              quality: 'How you rate this wine must be a whole number from 0 to 100.',
            })
          : new Response(JSON.stringify(morgon()), { headers: { 'Content-Type': 'application/json' } }),
    });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const rating = await open(user, 'How you rate this wine');
    const slider = within(rating).getByRole('slider', { name: 'How you rate this wine' }) as HTMLInputElement;
    const box = within(rating).getByLabelText('Score, typed (0 to 100)') as HTMLInputElement;
    expect(box.value).toBe('');
    await user.type(box, '9x2');
    expect([box.value, slider.value, slider.getAttribute('aria-valuetext')]).toEqual(['92', '92', '92']);
    fireEvent.change(slider, { target: { value: '87' } });
    expect(box.value).toBe('87');
    await user.clear(box);
    await user.type(box, '120');
    // The slider follows the box while it holds a score ('1', '12'), and stays at the last one it can show.
    expect(slider.value).toBe('12');
    await user.click(within(rating).getByRole('button', { name: 'Confirm Details' }));
    expect((await within(rating).findByRole('alert')).textContent).toMatch(/from 0 to 100/);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.clear(box);
    await user.type(box, '88');
    await user.click(within(rating).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server).map((sent) => sent.fields)).toEqual([{ quality: '120' }, { quality: '88' }]));
  });

  it("'Clear' empties a text, a slider, a yes/no and an image on the server; other fields are not sent", async () => {
    const server = stubWineProfileServer({ details: morgon({ sweetness: 1, estateImg: '/media/abc/1024.webp' }) });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const characteristics = await open(user, 'Key Characteristics');
    // Only fields with a value have a Clear.
    expect(within(characteristics).queryByRole('button', { name: 'Clear ABV (%)' })).toBeNull();
    await user.click(within(characteristics).getByRole('button', { name: 'Clear Vintage' }));
    expect((within(characteristics).getByLabelText('Vintage') as HTMLInputElement).value).toBe('');
    expect(within(characteristics).getByText('Vintage will be emptied when you confirm.')).toBeTruthy();
    const vegan = within(characteristics).getByRole('group', { name: 'Vegan' });
    expect((within(vegan).getByRole('checkbox', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(characteristics).getByRole('button', { name: 'Clear Vegan' }));
    expect((within(vegan).getByRole('checkbox', { name: 'Yes' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(characteristics).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)).toEqual([{ path: UPDATE_URL, fields: { vintage: '', vegan: '' } }]));

    const taste = await open(user, 'What does the wine taste like');
    await user.click(within(taste).getByRole('button', { name: 'Clear Sweetness' }));
    expect(within(taste).getByRole('slider', { name: 'Sweetness' }).getAttribute('aria-valuetext')).toBe('Slide for level');
    await user.click(within(taste).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)[1]?.fields).toEqual({ sweetness: '' }));

    const where = await open(user, 'Where the wine is from');
    await user.click(within(where).getByRole('button', { name: 'Clear Estate image' }));
    await user.click(within(where).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(sentFields(server)[2]?.fields).toEqual({ estateImg: '' }));
  });

  it('sets the estate image beside the producer, sent as its own file', async () => {
    const server = stubWineProfileServer();
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    const where = await open(user, 'Where the wine is from');
    await user.upload(within(where).getByLabelText('Estate image'), new File(['jpg'], 'estate.jpg', { type: 'image/jpeg' }));
    expect(within(where).getByText('Chosen: estate.jpg')).toBeTruthy();
    await user.click(within(where).getByRole('button', { name: 'Confirm Details' }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    const body = server.posts()[0]?.body as FormData;
    expect([...body.keys()]).toEqual(['estateImg']);
    expect((body.get('estateImg') as File).name).toBe('estate.jpg');
  });
});

describe('WineProfilePage: a refused update', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 400 message at the named field and in a summary, keeping what was typed', async () => {
    const server = stubWineProfileServer({
      updateAnswer: () =>
        apiError(400, 'validation_error', 'Please correct the highlighted fields.', {
          endToDrink: 'Drink Before must be the same year as Drink After or later.',
        }),
    });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const characteristics = screen.getByRole('region', { name: 'Key Characteristics' });
    await user.click(within(characteristics).getByRole('button', { name: 'Edit Section Key Characteristics' }));
    await user.type(within(characteristics).getByLabelText('Drink Before'), '1999');
    await user.click(within(characteristics).getByRole('button', { name: 'Confirm Details' }));
    expect((await within(characteristics).findByRole('alert')).textContent).toMatch(/Please correct the highlighted fields/);
    const before = within(characteristics).getByLabelText('Drink Before');
    expect((before as HTMLInputElement).value).toBe('1999');
    expect(before.getAttribute('aria-invalid')).toBe('true');
    expect(before.getAttribute('aria-describedby')).toMatch(/error/);
    expect(document.getElementById(before.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      'Drink Before must be the same year as Drink After or later.',
    );
  });

  it('shows a 415 at the image input', async () => {
    const server = stubWineProfileServer({
      updateAnswer: () =>
        apiError(415, 'unsupported_media_type', 'That file is not an image.', { wineImg: 'Choose a JPEG, PNG, WebP or AVIF image.' }),
    });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const keyFacts = screen.getByRole('region', { name: 'Key Facts' });
    await user.click(within(keyFacts).getByRole('button', { name: 'Edit Section Key Facts' }));
    await user.upload(within(keyFacts).getByLabelText('Wine image'), new File(['x'], 'notes.png', { type: 'image/png' }));
    await user.click(within(keyFacts).getByRole('button', { name: 'Confirm Details' }));
    await within(keyFacts).findByRole('alert');
    expect(within(keyFacts).getAllByText('Choose a JPEG, PNG, WebP or AVIF image.')).toHaveLength(2);
    expect(within(keyFacts).getByLabelText('Wine image').getAttribute('aria-invalid')).toBe('true');
  });
});

function listboxOf(combobox: HTMLElement): HTMLElement {
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('No listbox');
  return listbox;
}
