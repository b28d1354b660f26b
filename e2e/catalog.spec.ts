import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, baseURL, buyThroughCheckout, DEMO_PROFESSIONAL, mapTileUrl, scrollToMap } from './support/browser.ts';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { expect, PHONE, test } from './support/fixtures.ts';

const TITLE = 'Chalk Cellar Grower Tasting';
/** The demo event the demo member has been to (apps/server/src/seed/demo-content.ts DEMO_PAST_BOOKING). */
const PAST_TITLE = 'Sussex Harvest Lunch';
// Set by the host's journey, bought and reviewed by the member's.
let createdEventId = 0;

const missingCount = async (page: Page) => {
  const list = page.getByRole('heading', { name: 'Still needed before you can publish' });
  if ((await list.count()) === 0) return 0;
  return page.locator('.missing-list li').count();
};

/** Opens a field row of Manage Event, fills it through `fill`, saves, and waits for the row to close. */
async function editRow(page: Page, title: string, fill: () => Promise<void>) {
  const row = page.locator('.editable-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await fill();
  await row.getByRole('button', { name: 'Save' }).click();
  await row.getByRole('button', { name: `Edit ${title}` }).waitFor();
}

test.describe('events and experiences', () => {
  test('a host creates an event, fills every field, uploads an image, publishes it, and it shows on /Events with its map', async ({
    page,
    hostToken: _,
  }) => {
    await page.goto('/Mydashboard/create-event');
    await page.getByRole('heading', { name: 'Create an Event' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
    await page.getByLabel('Event title').fill(TITLE);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/Mydashboard\/events\/\d+$/);
    await page.getByRole('heading', { name: 'Manage Event' }).waitFor();
    expect(await page.locator('.manage__summary').textContent()).toContain('Draft');
    expect(await accessibilityViolations(page)).toEqual([]);

    const counts = [await missingCount(page)];
    const track = async () => counts.push(await missingCount(page));

    await editRow(page, 'Description', () =>
      page.getByLabel('Description').fill('Eight grower Champagnes in a chalk cellar beneath Reims.'),
    );
    await track();
    await editRow(page, 'Event type', () => page.getByLabel('Event type').fill('Tasting'));
    await track();
    await editRow(page, 'Hashtags', () => page.getByLabel('Hashtags').fill('#champagne #grower #reims'));
    await editRow(page, 'Host', () => page.getByLabel('Host', { exact: true }).fill('Domaine Vasseur'));
    await editRow(page, 'Date', () => page.getByLabel('Date', { exact: true }).fill(inDays(40)));
    await track();
    await editRow(page, 'Time', () => page.getByLabel('Time (24-hour)').fill('19:30'));
    await editRow(page, 'Time zone', async () => {
      await page.getByLabel('Time zone').selectOption('Europe/Paris');
    });
    await editRow(page, 'Payment currency', async () => {
      await page.getByLabel('Payment currency').selectOption('EUR');
    });
    await editRow(page, 'Price', () => page.getByLabel('Ticket price in EUR').fill('65.50'));
    await track();
    await editRow(page, 'Quantity', () => page.getByLabel('Tickets issued').fill('24'));
    await editRow(page, 'Maximum quantity', () => page.getByLabel('Maximum tickets one guest may buy').fill('6'));
    await editRow(page, 'Tickets per order', () => page.getByLabel('Guests one ticket admits').fill('1'));
    await track();
    // The host's email and phone came from the business profile.
    expect(await page.locator('#field-hostEmail').textContent()).toContain('cellar@domaine.example.com');

    // The phone's Cancel discards what was typed.
    const phoneRow = page.locator('#field-hostPhone');
    await phoneRow.getByRole('button', { name: 'Edit Host phone' }).click();
    await page.getByLabel('Phone number').fill('0999999999');
    await phoneRow.getByRole('button', { name: 'Cancel' }).click();
    expect(await phoneRow.textContent()).toContain('+33 145550199');

    await editRow(page, 'Sales date range', async () => {
      await page.getByLabel('Sales start date').fill(inDays(-1));
      await page.getByLabel('Sales end date').fill(inDays(39));
    });
    await editRow(page, 'Sales start time', () => page.getByLabel('Sales start time (24-hour)').fill('09:00'));
    await editRow(page, 'Sales end time', () => page.getByLabel('Sales end time (24-hour)').fill('18:00'));
    await track();
    await editRow(page, 'Summary', () => page.getByLabel('Summary').fill('Grower Champagne in the chalk.'));
    await editRow(page, 'Address', async () => {
      await page.getByLabel('Address', { exact: true }).fill('4 Rue des Crayeres');
      await page.getByLabel('City').fill('Reims');
      await page.getByLabel('Postcode').fill('51100');
      await page.getByLabel('Country', { exact: true }).selectOption('FR');
    });
    await track();

    // The map position is set by clicking the map.
    await editRow(page, 'Map position', async () => {
      const map = page.getByRole('region', { name: "Map: click to set the venue's position" });
      await map.waitFor();
      await map.click({ position: { x: 200, y: 120 } });
      expect(await page.getByLabel('Latitude').inputValue()).toMatch(/^-?\d+\.\d{5}$/);
      expect(await map.locator('.leaflet-marker-icon').count()).toBe(1);
    });
    expect(await page.locator('#field-lat').textContent()).toMatch(/\d+\.\d{5}, -?\d+\.\d{5}/);
    await track();
    expect(await page.locator('.missing-list li').allTextContents()).toEqual(['Image']);

    // Upload the image, checked and re-encoded by the server.
    const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#6b2439' } })
      .png()
      .toBuffer();
    const imageRow = page.locator('#field-mainExperienceImage');
    await imageRow.getByRole('button', { name: 'Edit Image' }).click();
    await page.getByLabel('Image file').setInputFiles({ name: 'cellar.png', mimeType: 'image/png', buffer: png });
    await imageRow.getByRole('button', { name: 'Save' }).click();
    await imageRow.getByRole('button', { name: 'Edit Image' }).waitFor();
    expect(await imageRow.locator('img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{24}\/1024\.webp$/);
    await track();

    // The list of what is missing shrank with every save, down to nothing.
    // Fewer than they were: the host email, phone, city and country come from the business profile.
    expect(counts[0]).toBeGreaterThan(12);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThan(counts[i - 1] ?? Infinity);
    expect(counts.at(-1)).toBe(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: your event is now on sale.').waitFor();
    expect(await page.locator('.manage__summary .status-badge').textContent()).toBe('Active');
    expect(await page.getByRole('button', { name: 'Cancel event' }).isVisible()).toBe(true);
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());
    createdEventId = eventId;

    // It is listed with a marker on the map, and its card leads to the detail page.
    await page.goto('/Events');
    const card = page.locator('.item-card').filter({ hasText: TITLE });
    await card.waitFor();
    expect(await card.textContent()).toContain('Tickets From €65.50');
    // Its pin is its own or, when it would overlap another, one shared pin that names both (and shows their count).
    // The map loads when it nears the screen.
    await scrollToMap(page);
    const listingMap = page.getByRole('region', { name: 'Map of the events on this page' });
    await listingMap.locator('.leaflet-marker-icon', { hasText: TITLE }).waitFor();
    expect(Number(await listingMap.getAttribute('data-marker-count'))).toBeGreaterThanOrEqual(5);
    const pinTitles = await listingMap
      .locator('.leaflet-marker-icon')
      .evaluateAll((pins) => pins.map((pin) => pin.getAttribute('title') ?? ''));
    const placesOf = (title: string) => title.replace(/^\d+ places: /, '').split('; ');
    expect(pinTitles.filter((title) => placesOf(title).includes(TITLE))).toHaveLength(1);
    // Its tiles come from the tile server the site is configured with (MAP_TILE_URL: the setup's local stub).
    const tile = listingMap.locator('img.leaflet-tile-loaded').first();
    await tile.waitFor();
    expect((await tile.getAttribute('src'))?.replace(/\/\d+\/\d+\/\d+\.png$/, '/{z}/{x}/{y}.png')).toBe(mapTileUrl());
    expect(await accessibilityViolations(page)).toEqual([]);

    await card.getByRole('link', { name: TITLE }).click();
    const slug = `chalk-cellar-grower-tasting-${eventId}`;
    await page.waitForURL((url) => url.pathname === `/Events/${slug}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const venue = page.locator('.venue');
    await venue.scrollIntoViewIfNeeded();
    await venue
      .getByRole('region', { name: `Map of the venue of ${TITLE}` })
      .locator('.leaflet-marker-icon')
      .waitFor();
    expect(await venue.textContent()).toContain('4 Rue des Crayeres');
    expect(await venue.textContent()).toContain('+33 145550199');
    expect(await page.locator('.booking-panel').textContent()).toContain('plus €3.28 booking fee');
    expect(await page.locator('.hashtags li').allTextContents()).toEqual(['#champagne', '#grower', '#reims']);
    expect(await page.getByLabel('Quantity').locator('option').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A stale title part in the address leads to the current one.
    await page.goto(`/Events/old-title-${eventId}`);
    await page.waitForURL((url) => url.pathname === `/Events/${slug}`);
  });

  test('sends a logged-out visitor who adds to the cart to log in and back', async ({ page }) => {
    await page.goto('/Experiences');
    const card = page.locator('.item-card').first();
    await card.waitFor();
    await card.getByRole('link').click();
    await page.waitForURL(/\/Experiences\/[a-z0-9-]+-\d+$/);
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('region', { name: 'Make a booking' }).getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Back to the item after signing in, with the chosen quantity (1 by default) to add.
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${detailPath}?add=1`);
  });

  test('a member who bought the new event sees the booking, and reviews an event once it has taken place', async ({
    page,
    memberToken: token,
  }) => {
    expect(createdEventId).toBeGreaterThan(0);
    const reference = await buyThroughCheckout(page, token, 'Events', createdEventId, 2);
    await page.goto('/Mydashboard/MyEvents');
    await page.getByRole('heading', { name: 'Event Bookings' }).waitFor();
    const booking = page.locator('.booking-card').filter({ hasText: TITLE });
    await booking.waitFor();
    // What was paid for 2 tickets: 2 × (€65.50 + €3.28 fee + €0.66 VAT on the fee).
    const card = (await booking.textContent())?.replace(/\u00a0/g, ' ') ?? '';
    expect(card).toContain(reference);
    expect(card).toContain('€138.88');
    expect(await accessibilityViolations(page)).toEqual([]);
    await booking.getByRole('link', { name: TITLE }).click();
    await page.waitForURL((url) => url.pathname === `/Mydashboard/MyEvents/chalk-cellar-grower-tasting-${createdEventId}`);
    const summary = page.locator('.booking-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(reference);
    expect(await summary.textContent()).toMatch(/Tickets held\s*2, each admitting \d+ guests?/);
    // The event is still to come: no review yet.
    await page.getByText('Reviews open once the event has started: come back after you have been.').waitFor();
    expect(await page.locator('.event-review').getByRole('group', { name: 'Rate Event' }).count()).toBe(0);

    // The demo member's booking of an event that has taken place (apps/server/src/seed/demo-content.ts) opens a review.
    await page.goto('/Mydashboard/MyEvents');
    await page.locator('.booking-card').filter({ hasText: PAST_TITLE }).getByRole('link', { name: PAST_TITLE }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/sussex-harvest-lunch-'));
    const review = page.locator('.event-review');
    await review.getByRole('group', { name: 'Rate Event' }).waitFor();
    expect(await review.getByLabel('Add Comment').count()).toBe(0);
    await review.locator('.star-rating__star').nth(3).hover();
    expect(await review.locator('.star-rating__caption').textContent()).toBe('Very Good');
    await review.locator('.star-rating__star').nth(3).click();
    expect(await review.getByRole('radio', { name: '4 stars, Very Good' }).isChecked()).toBe(true);
    expect(await review.getByRole('button', { name: 'Submit review' }).count()).toBe(0);
    await review.getByLabel('Add Comment').fill('New juice from the press and three vintages at one long table.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await review.getByRole('button', { name: 'Submit review' }).click();
    await review.getByRole('img', { name: /Your rating: 4 out of 5/ }).waitFor();
    expect(await review.textContent()).toContain('New juice from the press');
    expect(await review.getByRole('button').count()).toBe(0);

    // The event's page shows the reviews' average and count.
    await page.goto(new URL(page.url()).pathname.replace('/Mydashboard/MyEvents/', '/Events/'));
    await page.getByText('4.0 from 1 review').waitFor();
  });

  test('tells a member plainly that the host pages are for hosts', async ({ page, memberToken: _ }) => {
    await page.goto('/Mydashboard/events');
    await page.getByRole('heading', { name: 'Not available for your account' }).waitFor();
    await page.getByText('This page is for professional (host) accounts.').waitFor();
  });

  test.describe(() => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('fits a 360 px phone', async ({ page }) => {
      await page.goto('/Events');
      await page.locator('.item-card').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.locator('.item-card a').first().click();
      await page.locator('.booking-panel').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('loads the listing’s map on a phone only when it is scrolled to', async ({ page }) => {
      // What the map fetches: Leaflet's chunk and the tiles (from the tile server the site is configured with).
      const tileServer = new URL(mapTileUrl().replace(/[{}]/g, '')).origin;
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(tileServer) || request.url().includes('/assets/leaflet')) mapRequests.push(request.url());
      });
      await page.goto('/Events');
      // The map's space is held below the cards, and neither Leaflet nor a tile has loaded.
      const space = page.locator('.map');
      expect(await space.getAttribute('class')).toContain('map--loading');
      expect((await space.boundingBox())?.height).toBeGreaterThan(200);
      await page.waitForTimeout(500);
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      expect(mapRequests).toEqual([]);
      // Scrolled to, it shows its pins and tiles.
      await scrollToMap(page);
      const map = page.getByRole('region', { name: 'Map of the events on this page' });
      await map.locator('.leaflet-marker-icon').first().waitFor();
      await map.locator('img.leaflet-tile-loaded').first().waitFor();
      expect(mapRequests.some((url) => url.startsWith(tileServer))).toBe(true);
    });

    test('puts the booking box under the title on a 390 px phone, keeps a buy bar in reach, and shows prices, zones and labels to read', async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'trg_consent', value: '0', url: baseURL() }]);
      await page.goto('/Events');
      await page.locator('.item-card').first().waitFor();
      const live = page.locator('.item-card').filter({ hasText: 'Northern Rhone Syrah Dinner' });
      // Paris keeps GMT+1 in winter and GMT+2 in summer: the label is the offset on the dinner's own date.
      expect((await live.textContent())?.replace(/\u00a0/g, ' ')).toMatch(/Paris time, GMT\+[12]/);
      await live.getByRole('link').click();
      await page.locator('.booking-panel').waitFor();

      const booking = await page.locator('.item-detail__booking').boundingBox();
      // The map's reserved space gives way to the map as it nears the screen: for that moment neither has a box, and it
      // may come at any read. Both stand in the same place, so the first box read is the one compared.
      let map: Awaited<ReturnType<Locator['boundingBox']>> = null;
      await expect.poll(async () => (map = await page.locator('.venue__map').boundingBox()) !== null).toBe(true);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(booking && map && title).toBeTruthy();
      expect(booking!.y).toBeLessThan(map!.y);
      expect(booking!.y).toBeLessThan(title!.y + 400);
      const text = (await page.locator('.item-detail').textContent())?.replace(/\u00a0/g, ' ') ?? '';
      expect(text).not.toContain('Currencies');
      expect(text).toContain('€95.00');
      expect(text).toMatch(/\+33 1\d/);

      // The bar shows once the booking box has scrolled away, and leads back to its quantity.
      const bar = page.locator('.buy-bar');
      // Hidden once the navigation has scrolled the new page to its top (the card clicked was further down the list).
      await expect.poll(() => bar.isVisible()).toBe(false);
      await page.getByRole('heading', { name: /^About / }).scrollIntoViewIfNeeded();
      await expect.poll(() => bar.isVisible()).toBe(true);
      expect((await bar.textContent())?.replace(/\u00a0/g, ' ')).toContain('a ticket, all-in');
      expect(await accessibilityViolations(page)).toEqual([]);
      await bar.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.booking-panel') !== null)).toBe(true);
      await expect.poll(() => bar.isVisible()).toBe(false);
      // The page keeps room for the bar at its end, so that it covers nothing.
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).not.toBe('0px');
    });
  });

  test('heads /Experiences as experiences and labels online items by their kind', async ({ page }) => {
    await page.goto('/Experiences');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wine Experiences and Vineyard Days');
    const online = page.locator('.item-card').filter({ hasText: 'Swiss Chasselas' });
    expect(await online.locator('.tag--online').textContent()).toBe('Online experience');
    expect((await online.textContent())?.replace(/\u00a0/g, ' ')).toMatch(/CHF \d+\.\d{2}/);
    await page.goto('/Events');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wine Tasting Events and Dinners');
    const onlineEvent = page.locator('.item-card').filter({ hasText: 'Online Masterclass' });
    expect(await onlineEvent.locator('.tag--online').textContent()).toBe('Online event');
  });

  test('filters a listing by country, offering only the countries its items are in', async ({ page }) => {
    await page.goto('/Events');
    const country = page.getByRole('form', { name: 'Filter events' }).getByLabel('Country');
    const offered = await country.locator('option').allTextContents();
    expect(offered[0]).toBe('All countries');
    expect(offered).toContain('France');
    // Not the whole world: only where there is something to go to.
    expect(offered).not.toContain('Afghanistan');
    expect(offered.length).toBeLessThan(40);

    await country.selectOption('FR');
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('FR');
    const inFrance = (await (
      await fetch(`${baseURL()}${apiPath(API_PATHS.catalog.event.listing, undefined, { country: 'FR' })}`)
    ).json()) as {
      results: { eventTitle: string }[];
    };
    expect(inFrance.results.length).toBeGreaterThan(0);
    const titles = () => page.locator('.item-card h3').allTextContents();
    await expect.poll(titles).toEqual(inFrance.results.map((item) => item.eventTitle));
    expect(await country.inputValue()).toBe('FR');
  });

  test("says 'Only N left' when fewer than ten tickets remain, from the server's HTML", async ({ newPage }) => {
    const login = await fetch(`${baseURL()}${API_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_PROFESSIONAL),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Token ${token}` };
    const listing = (await (await fetch(`${baseURL()}${API_PATHS.catalog.experience.listing}`)).json()) as {
      results: { id: number; slug: string; experienceTitle?: string }[];
    };
    const chianti = listing.results.find((item) => item.experienceTitle === 'Chianti Classico Harvest Week');
    if (!chianti) throw new Error('the demo data has no Chianti Classico Harvest Week');
    const before = (await (
      await fetch(`${baseURL()}${apiPath(hostPaths('experience').details, { id: chianti.id })}`, { headers })
    ).json()) as { quantity: number; maximumQuantity: number };
    const update = (body: object) =>
      fetch(`${baseURL()}${apiPath(hostPaths('experience').update, { id: chianti.id })}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    try {
      expect((await update({ maximumQuantity: 2, quantity: 3 })).status).toBe(200);
      const html = await (await fetch(`${baseURL()}/Experiences/${chianti.slug}`)).text();
      expect(html).toContain('Only 3 left');
      const { context, page } = await newPage(PHONE);
      await page.goto(`/Experiences/${chianti.slug}`);
      expect(await page.locator('.booking-panel').getByText('Only 3 left').isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    } finally {
      await update({ quantity: before.quantity, maximumQuantity: before.maximumQuantity });
    }
    expect(await (await fetch(`${baseURL()}/Experiences/${chianti.slug}`)).text()).not.toMatch(/Only \d+ left/);
  });
});
