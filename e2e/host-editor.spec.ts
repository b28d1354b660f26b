import fs from 'node:fs';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { apiPath, hostPaths } from '@trg/contract/api-paths';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { accessibilityViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/host';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Opens a field row of Manage Event, fills it through `fill`, saves, and waits for the row to close. */
async function editRow(page: Page, title: string, fill: () => Promise<void>) {
  const row = page.locator('.editable-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await fill();
  await row.getByRole('button', { name: 'Save' }).click();
  await row.getByRole('button', { name: `Edit ${title}` }).waitFor();
  return row;
}

/** A request sent again once when the connection dropped under it (a kept-alive socket the server had just closed). */
async function once<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return send();
  }
}

/** The fields this journey does not type, sent as the Manage page would, with the image. */
async function fillTheRest(page: Page, token: string, id: number) {
  const headers = { authorization: `Token ${token}` };
  const update = await once(() =>
    page.request.post(apiPath(hostPaths('event').update, { id }), {
      headers,
      data: {
        description: 'A long table in the cellar after the last day of picking, with the new wine tasted from the vat.',
        eventType: 'Harvest Supper',
        date: inDays(50),
        time: '19:00',
        price: '85',
        quantity: '30',
        maximumQuantity: '4',
        ticketsPerOrder: '1',
        salesStartDate: inDays(-1),
        salesStartTime: '09:00',
        salesEndDate: inDays(49),
        salesEndTime: '12:00',
        summary: 'Supper among the vats at harvest end.',
        locationAddress: '1 Place du Clocher',
        locationZip_code: '33330',
      },
    }),
  );
  expect(update.status()).toBe(200);
  const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#6b2439' } })
    .png()
    .toBuffer();
  const image = await once(() =>
    page.request.post(apiPath(hostPaths('event').image, { id }), {
      headers,
      multipart: { mainExperienceImage: { name: 'supper.png', mimeType: 'image/png', buffer: png } },
    }),
  );
  expect(image.status()).toBe(200);
}

test.describe('the host editor', () => {
  for (const width of [1280, 390]) {
    test.describe(() => {
      test.use({ viewport: { width, height: 900 } });
      test(`a host creates an event from the profile's defaults, places it by its town, previews and publishes it (${width} px)`, async ({
        page,
        hostToken: token,
      }) => {
        // A long journey (two dozen saves, axe three times): more room than the default minute on a busy machine.
        test.setTimeout(150_000);
        const title = `Saint-Émilion Harvest Supper ${width}`;
        await page.goto('/Mydashboard/create-event');
        await page.getByLabel('Event title').fill(title);
        await page.getByRole('button', { name: 'Create' }).click();
        await page.waitForURL(/\/Mydashboard\/events\/\d+$/);
        await page.getByRole('heading', { name: 'Manage Event' }).waitFor();
        const id = Number(new URL(page.url()).pathname.split('/').pop());

        // Taken from Domaine Vasseur's business profile (France): no more GBP and GMT.
        expect(await page.locator('#field-host').textContent()).toContain('Domaine Vasseur');
        expect(await page.locator('#field-hostEmail').textContent()).toContain('cellar@domaine.example.com');
        expect(await page.locator('#field-hostPhone').textContent()).toContain('+33 145550199');
        expect(await page.locator('#field-currency').textContent()).toContain('EUR (€)');
        expect(await page.locator('#field-timeZone').textContent()).toContain('Europe/Paris');

        await fillTheRest(page, token, id);
        await page.reload();
        await page.getByRole('heading', { name: 'Manage Event' }).waitFor();

        // Typing the town finds it in the gazetteer; choosing it fills the town and places the pin.
        const addressRow = page.locator('#field-locationAddress');
        await addressRow.getByRole('button', { name: 'Edit Address' }).click();
        const search = addressRow.getByRole('combobox', { name: 'Search towns (fills in the town and places the pin)' });
        await search.fill('saint emil');
        const option = page.getByRole('option', { name: 'Saint-Émilion, France' });
        await option.waitFor();
        expect(await search.getAttribute('aria-expanded')).toBe('true');
        await shot(page, `editor-town-search-${width}`);
        expect(await accessibilityViolations(page)).toEqual([]);
        await search.press('ArrowDown');
        expect(await search.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
        await search.press('Enter');
        expect(await addressRow.getByLabel('City').inputValue()).toBe('Saint-Émilion');
        expect(await addressRow.getByLabel('Country', { exact: true }).inputValue()).toBe('FR');
        await addressRow.getByRole('button', { name: 'Save' }).click();
        await addressRow.getByRole('button', { name: 'Edit Address' }).waitFor();
        expect(await addressRow.textContent()).toContain('Saint-Émilion');
        expect(await page.locator('#field-lat').textContent()).toMatch(/^Map position.*44\.89\d{3}, -0\.15\d{3}/);

        // The map row opens on the pin; the currencies are ticked, not typed.
        const currencies = await editRow(page, 'Currencies', async () => {
          await page.getByRole('checkbox', { name: 'EUR (€) Euro' }).check();
          await page.getByRole('checkbox', { name: /^GBP \(£\)/ }).check();
        });
        // Kept in the list's order, whatever the order of the ticks.
        expect(await currencies.textContent()).toContain('GBP (£), EUR (€)');
        await editRow(page, 'End time', () => page.getByLabel('End time (24-hour)').fill('23:30'));
        await editRow(page, 'Refund policy', () =>
          page
            .getByLabel('Refund policy', { exact: true })
            .fill('Full refund until the grapes are in; after that, we keep your seat for next year.'),
        );
        expect(await page.locator('.missing-list li').count()).toBe(0);
        expect(await accessibilityViolations(page)).toEqual([]);
        await shot(page, `editor-${width}`);

        // The preview shows the public page from the draft, marked and kept out of search engines.
        await page.getByRole('link', { name: 'Preview the public page' }).click();
        await page.waitForURL(`**/Mydashboard/events/${id}/preview`);
        const banner = page.getByRole('region', { name: 'Preview' });
        await banner.waitFor();
        expect(await banner.textContent()).toContain('It is not public yet.');
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page.locator('.item-detail__when').textContent()).toContain('Ends 23:30');
        expect(await page.locator('.item-facts__refunds').textContent()).toContain('we keep your seat for next year');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
        expect(await accessibilityViolations(page)).toEqual([]);
        await shot(page, `preview-${width}`);

        await banner.getByRole('link', { name: 'Back to Manage Event' }).click();
        await page.getByRole('button', { name: 'Publish' }).click();
        await page.getByText('Published: your event is now on sale.').waitFor();

        // Its public page has the transliterated slug.
        await page.goto(`/Events/saint-emilion-harvest-supper-${width}-${id}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page.getByRole('heading', { name: 'Refund policy' }).isVisible()).toBe(true);
        await shot(page, `public-${width}`);
      });
    });
  }
});
