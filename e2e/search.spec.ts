import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { listingDateRange } from '@trg/contract/listing-filters';
import { accessibilityViolations, baseURL, DEMO_PROFESSIONAL } from './support/browser.ts';
import { hostItem } from './support/host-items.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

// Issue 31: a visitor searches from the header, by the wines an item pours, and narrows a listing by place and date.
const SHOTS = '/tmp/shots/search';
fs.mkdirSync(SHOTS, { recursive: true });

const cardTitles = (page: Page) => page.locator('.item-card h3').allTextContents();

/** The demo host's token, through the API (the page stays a visitor's). */
async function hostToken(): Promise<string> {
  const login = await fetch(`${baseURL()}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_PROFESSIONAL),
  });
  return ((await login.json()) as { token: string }).token;
}

/** A published event of the demo host in Épernay (some 25 km from Reims) on `date`. */
async function eventInEpernay(page: Page, token: string, title: string, date: string) {
  await hostItem(page.request, token, {
    kind: 'event',
    title,
    fields: {
      description: 'Grower Champagnes in a chalk cellar, poured by the family.',
      eventType: 'Tasting',
      summary: 'Grower Champagnes in the chalk.',
      date,
      time: '18:00',
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      price: '30',
      quantity: '20',
      maximumQuantity: '4',
      ticketsPerOrder: '1',
      hostEmail: 'cellar@example.com',
      hostPhone: '0612345678',
      hostPhoneCountryCode: '+33',
      salesStartDate: inDays(-1),
      salesEndDate: date,
      salesStartTime: '09:00',
      salesEndTime: '12:00',
      locationAddress: '1 Avenue de Champagne',
      locationcity: 'Épernay',
      locationZip_code: '51200',
      locationCountry: 'FR',
      lat: 49.0407,
      lng: 3.9597,
    },
  });
}

for (const screen of [PHONE, DESKTOP]) {
  test.describe(`search and filters at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test("a visitor types 'barolo' in the header and lands on the dinner that pours a Barolo; 'shiraz' finds a Syrah", async ({ page }) => {
      await page.goto('/');
      if (screen === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      const header = page.getByRole('search');
      await header.getByRole('textbox', { name: 'Search events and experiences' }).fill('barolo');
      await header.getByRole('textbox', { name: 'Search events and experiences' }).press('Enter');
      await expect(page).toHaveURL(/\/Events\?q=barolo$/);
      const first = page.locator('.item-card').first();
      await expect(first.locator('h3')).toHaveText('Langhe Truffle Dinner');
      await expect(first.locator('.item-card__matches')).toContainText('Barolo Cannubi');
      // The results come first on a phone too: the first card starts within the first screen.
      const box = await first.boundingBox();
      expect(box && box.y).toBeLessThan(screen.height - 100);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/search-barolo-${screen.width}.png` });
      await first.getByRole('link', { name: 'Langhe Truffle Dinner' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Langhe Truffle Dinner');

      await page.goto('/Events');
      const listingSearch = page.getByRole('form', { name: 'Filter events' }).getByRole('searchbox', { name: 'Search events' });
      await listingSearch.fill('shiraz');
      await listingSearch.press('Enter');
      await expect(page).toHaveURL(/[?&]q=shiraz/);
      await expect.poll(() => cardTitles(page)).toEqual(['Northern Rhone Syrah Dinner']);
      await expect(page.locator('.item-card__matches').first()).toContainText('Syrah');
    });

    test("'near Reims, 30 km, this weekend' narrows the listing, and the address reloads to the same results", async ({ page }) => {
      const token = await hostToken();
      const tag = randomBytes(3).toString('hex');
      const weekend = listingDateRange({ when: 'weekend' }).from ?? inDays(2);
      const thisWeekend = `Chalk Cellar Weekend ${tag}`;
      const later = `Chalk Cellar Later ${tag}`;
      await eventInEpernay(page, token, thisWeekend, weekend);
      await eventInEpernay(page, token, later, inDays(45));

      await page.goto('/Events');
      const first = page.locator('.item-card').first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      expect(box && box.y).toBeLessThan(screen.height - 100);
      await page.screenshot({ path: `${SHOTS}/events-${screen.width}.png` });

      const filters = page.getByRole('form', { name: 'Filter events' });
      await filters.getByText('More filters').click();
      await filters.getByLabel('Near a town').fill('Reims');
      await filters.getByLabel('Within (km)').fill('30');
      await filters.getByLabel('Dates').selectOption('weekend');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/filters-open-${screen.width}.png`, fullPage: true });
      await filters.getByRole('button', { name: 'Show results' }).click();

      await expect(page).toHaveURL(/near=Reims/);
      const url = new URL(page.url());
      expect(url.searchParams.get('km')).toBe('30');
      expect(url.searchParams.get('when')).toBe('weekend');
      // The filtered answer is in once the count names the town: the weekend's event, the soonest of all, also heads
      // the listing before it (so waiting for its card alone could read the unfiltered cards).
      await expect(page.locator('#catalog-list-title')).toContainText('near Reims');
      await expect.poll(() => cardTitles(page)).toContain(thisWeekend);
      const narrowed = await cardTitles(page);
      expect(narrowed).not.toContain(later);
      // The demo's Reims tasting is weeks away, and Lyon's, Jerez's and London's are far.
      expect(narrowed).not.toContain('Grower Champagne Afternoon');
      await expect(page.locator('.item-card').filter({ hasText: thisWeekend })).toContainText('km from Reims');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/Events\?when=weekend&near=Reims&km=30$/);

      await page.reload();
      await expect.poll(() => cardTitles(page)).toEqual(narrowed);
      // And as the server renders it, before any script: the same cards.
      const html = await (await fetch(page.url())).text();
      for (const title of narrowed) expect(html).toContain(title);
      expect(html).not.toContain(later);
      // A reload restores the scroll, which can leave the cookie banner's buttons under the sticky header, and axe counts
      // a covered button as too small a target: the check reads the page as it opens, from its top.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/near-reims-${screen.width}.png` });
    });
  });
}
