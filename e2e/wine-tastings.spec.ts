import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { accessibilityViolations, buyThroughCheckout, DEMO_MEMBER, DEMO_PROFESSIONAL, loginAs } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';
import { hostItem, londonDateTime } from './support/host-items.ts';

// The demo member went to 'Sussex Harvest Lunch' (seed: DEMO_PAST_BOOKING); the host pours the demo wine's list there
// too, so that the member may record a tasting of it, and sees the structure they profiled.
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

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test.describe("wine: the guests' structure beside the host's", () => {
  test("three guests of an event that has just begun record tastings; at 390 px the third sees the guests' average appear beside the host's marks", async ({
    newPage,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const host = await newPage(DESKTOP);
    const hostToken = await loginAs(host.page, DEMO_PROFESSIONAL);
    const headers = { authorization: `Token ${hostToken}` };
    const request = host.page.request;

    // The host's new list, with one wine whose structure they profiled.
    const list = await ok(
      await request.post(API_PATHS.wineLists.create, {
        headers,
        data: { wineListName: `Crowd ${stamp}`, wineListdescription: 'Three glasses.' },
      }),
    );
    const listId = Number(list.id);
    const wineName = `Crowd Cuvee ${stamp}`;
    await ok(await request.post(apiPath(API_PATHS.wineLists.update, { id: listId }), { headers, data: { addWine: true, wine: wineName } }));
    const detail = (await ok(await request.get(apiPath(API_PATHS.wineLists.details, { id: listId }), { headers }))) as {
      wines: { wineId: number; wine: string; slug: string }[];
    };
    const wine = detail.wines.find((one) => one.wine === wineName);
    if (!wine) throw new Error('the wine was not added');
    const ref = { 'wine-list': listId, wine: wine.wineId };
    await ok(
      await request.post(apiPath(API_PATHS.wineProfile.update, undefined, ref), { headers, multipart: { acidity: '4', body: '2' } }),
    );
    await ok(
      await request.post(API_PATHS.wineLists.status, {
        headers,
        data: { action: 'publish-winelist', wineListId: listId, publishWineList: true },
      }),
    );

    // An event that begins within two minutes, on sale until it begins, pouring that list.
    const start = londonDateTime(new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000));
    const eventId = await hostItem(request, hostToken, {
      kind: 'event',
      title: `Crowd Tasting ${stamp}`,
      fields: {
        description: 'Three glasses at the cellar door.',
        eventType: 'Tasting',
        host: 'Domaine',
        date: start.date,
        time: start.time,
        timeZone: 'Europe/London',
        currency: 'GBP',
        price: '10',
        quantity: '10',
        maximumQuantity: 2,
        ticketsPerOrder: '1',
        salesStartDate: '2026-01-01',
        salesStartTime: '09:00',
        salesEndDate: start.date,
        salesEndTime: start.time,
        summary: 'Three glasses.',
        locationAddress: '4 Chalk Lane',
        locationcity: 'Lewes',
        locationZip_code: 'BN7 1AA',
        locationCountry: 'GB',
        lat: 50.873,
        lng: 0.008,
      },
    });
    await ok(
      await request.post(API_PATHS.wineLists.status, { headers, data: { action: 'add_to_event_experience', wineListId: listId, eventId } }),
    );

    // Three new members each buy a ticket while it is on sale.
    const guests = [];
    for (const name of ['Ada', 'Bea', 'Cai']) {
      const guest = await newPage(PHONE);
      const account = { username: `${name.toLowerCase()}${stamp}`, password: 'CrowdTasting-2026' };
      const { csrftoken } = (await ok(await guest.page.request.get(API_PATHS.csrf))) as { csrftoken: string };
      await ok(
        await guest.page.request.post(API_PATHS.register, {
          headers: { 'x-csrftoken': csrftoken },
          data: {
            ...account,
            password2: account.password,
            email: `${account.username}@example.com`,
            first_name: name,
            last_name: 'Taster',
            registrationType: 'mbr',
          },
        }),
      );
      const token = await loginAs(guest.page, account);
      await buyThroughCheckout(guest.page, token, 'Events', eventId);
      guests.push({ ...guest, headers: { authorization: `Token ${token}` } });
    }
    const [first, second, third] = guests;
    if (!first || !second || !third) throw new Error('three guests');
    const tastingsPath = apiPath(API_PATHS.wineProfile.tastings, undefined, ref);

    // Before the event begins a tasting is refused; once it has, the first two record theirs.
    await expect
      .poll(
        async () =>
          ((await (await first.page.request.get(tastingsPath, { headers: first.headers })).json()) as { notOpen: unknown }).notOpen,
        {
          timeout: 150_000,
          intervals: [2_000],
        },
      )
      .toBeNull();
    for (const [guest, tasting] of [
      [first, { acidity: 3, body: 2 }],
      [second, { acidity: 3, body: 1 }],
    ] as const) {
      const recorded = await guest.page.request.put(tastingsPath, { headers: guest.headers, data: tasting });
      expect(recorded.status(), await recorded.text()).toBe(200);
    }

    // The third reads the page: two tastings are not yet the guests' average.
    const page = third.page;
    await page.goto(`/wine-profile/${wine.slug}?wine-list=${listId}&wine=${wine.wineId}`);
    const section = page.getByRole('region', { name: 'Structure: the host and the guests' });
    await expect.poll(() => section.getByText('(1 more to go)').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await section.locator('.structure-bars__mark--crowd').count()).toBe(0);
    await section.getByRole('slider', { name: 'Acidity Perception' }).fill('4');
    await section.getByRole('slider', { name: 'Body' }).fill('1');
    await section.getByRole('button', { name: 'Record your tasting' }).click();
    // Three guests: their average shows beside the host's marks, in words and drawn.
    await expect.poll(() => section.getByText("The guests' marks are the average of 3 tastings.").isVisible()).toBe(true);
    expect(await section.locator('.structure-bars__mark--crowd').count()).toBe(2);
    const acidity = await section.locator('.structure-bars__row').filter({ hasText: 'Acidity' }).innerText();
    expect(acidity).toMatch(/Host: .+/);
    expect(acidity).toMatch(/Guests: .+\(3\.3\)/);
    expect(await section.locator('.structure-bars__row').filter({ hasText: 'Body' }).innerText()).toMatch(/Guests: .+\(1\.3\)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityViolations(page)).toEqual([]);
    await section.screenshot({ path: `${SHOTS}/wine-crowd-390.png` });
    for (const guest of [host, ...guests]) await guest.context.close();
  });
});
