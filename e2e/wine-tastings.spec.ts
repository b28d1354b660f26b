import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { accessibilityViolations, DEMO_MEMBER, DEMO_PROFESSIONAL, loginAs } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

// The demo member went to 'Sussex Harvest Lunch' (seed: DEMO_PAST_BOOKING); the host pours the demo wine's list there
// too, so that the member may record a tasting of it, and sees the structure they profiled. The guests' average needs
// three guests, which the API and component tests cover (tastings.test.ts, wine-tastings.test.tsx): the demo has one.
const WINE_PAGE = '/wine-profile/blanc-de-blancs-extra-brut-4?wine-list=2&wine=4';
const SHOTS = 'test-results/screens';

test.describe("wine: a guest's own tasting", () => {
  test('at 390 px a guest records a tasting with the sliders and a note, and finds it there again; the host sees the structure drawn', async ({
    newPage,
  }) => {
    const host = await newPage(DESKTOP);
    const hostToken = await loginAs(host.page, DEMO_PROFESSIONAL);
    const auth = { authorization: `Token ${hostToken}` };
    const events = (await (await host.page.request.get(hostPaths('event').listing, { headers: auth })).json()) as {
      id: number;
      eventTitle: string;
    }[];
    const past = events.find((event) => event.eventTitle === 'Sussex Harvest Lunch');
    if (!past) throw new Error('the demo host has no Sussex Harvest Lunch');
    const poured = await host.page.request.post(API_PATHS.wineLists.status, {
      headers: auth,
      data: { action: 'add_to_event_experience', wineListId: 2, eventId: past.id },
    });
    expect([200, 409], await poured.text()).toContain(poured.status());

    const guest = await newPage(PHONE);
    const token = await loginAs(guest.page, DEMO_MEMBER);
    await guest.page.goto(WINE_PAGE);
    const section = guest.page.getByRole('region', { name: 'Structure: the host and the guests' });
    await section.getByRole('button', { name: /Record your tasting|Save your tasting/ }).waitFor();
    await section.getByRole('slider', { name: 'Acidity Perception' }).fill('3');
    await section.getByRole('slider', { name: 'Body' }).fill('2');
    await section.getByLabel('Your tasting note').fill('Green apple and brioche, a long chalky finish.');
    await section.getByRole('button', { name: /Record your tasting|Save your tasting/ }).click();
    await expect.poll(() => section.getByText('Your tasting is saved.').isVisible()).toBe(true);
    expect(await guest.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityViolations(guest.page)).toEqual([]);
    await section.screenshot({ path: `${SHOTS}/wine-tasting-390.png` });

    // Kept: the API answers it, and the page shows it again after a reload.
    const stored = await guest.page.request.get(apiPath(API_PATHS.wineProfile.tastings, undefined, { 'wine-list': 2, wine: 4 }), {
      headers: { authorization: `Token ${token}` },
    });
    expect(await stored.json()).toMatchObject({ mine: { acidity: 3, body: 2, note: 'Green apple and brioche, a long chalky finish.' } });
    await guest.page.reload();
    await expect.poll(() => section.getByLabel('Your tasting note').inputValue()).toBe('Green apple and brioche, a long chalky finish.');
    expect(await section.getByRole('slider', { name: 'Acidity Perception' }).inputValue()).toBe('3');
    await guest.context.close();

    await host.page.goto(WINE_PAGE);
    const drawn = host.page.getByRole('region', { name: 'Structure: the host and the guests' });
    await expect.poll(() => drawn.getByText(/once 3 guests have recorded a tasting/).isVisible()).toBe(true);
    expect(await drawn.getByRole('button', { name: /tasting/ }).count()).toBe(0);
    expect(await accessibilityViolations(host.page)).toEqual([]);
    await host.context.close();
  });
});
