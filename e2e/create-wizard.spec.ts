import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Locator, Page, ViewportSize } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { accessibilityViolations, baseURL, buyThroughCheckout, DEMO_MEMBER } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';
import { sentMailTo } from './support/mail.ts';

const SHOTS = 'test-results/screens';
fs.mkdirSync(SHOTS, { recursive: true });

/**
 * A professional who signed up a minute ago through the registration API, with a business profile in Reims (filled
 * through its API, as the Business Profile page saves it) and one published wine list: the session's token.
 */
async function newHost(page: Page) {
  const username = `cave_${randomBytes(4).toString('hex')}`;
  const password = 'Premier-Cru-Pressing-2026';
  await page.goto('/');
  await page.request.get(API_PATHS.csrf);
  const csrf = (await page.context().cookies(baseURL())).find((c) => c.name === 'csrftoken')?.value ?? '';
  const registered = await page.request.post(API_PATHS.register, {
    headers: { 'X-CSRFToken': csrf },
    data: {
      username,
      email: `${username}@example.com`,
      password,
      password2: password,
      first_name: 'Élise',
      last_name: 'Marchand',
      registrationType: 'prf',
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { token } = (await registered.json()) as { token: string };
  const headers = { authorization: `Token ${token}` };
  const profile = await page.request.post(API_PATHS.businessProfile.update, {
    headers,
    data: {
      'professional.businessName': 'Cave Marchand',
      'professional.phone': '0326470000',
      'professional.phoneCountryCode': '+33',
      'professional.address': '12 Rue de Mars',
      'professional.city': 'Reims',
      'professional.zip_code': '51100',
      'professional.countrySelect': 'FR',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const list = await page.request.post(API_PATHS.wineLists.create, {
    headers,
    data: { wineListName: 'Grower Champagnes', wineListdescription: 'Six growers from the Montagne de Reims.' },
  });
  const { id: wineListId } = (await list.json()) as { id: number };
  const published = await page.request.post(API_PATHS.wineLists.status, {
    headers,
    data: { action: 'publish-winelist', wineListId, publishWineList: true },
  });
  expect(published.status()).toBeLessThan(300);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

/** Every click, choice and field the host touches, counted: the four steps' budget is 25. */
function counter() {
  let count = 0;
  return {
    get count() {
      return count;
    },
    click: async (target: Locator) => {
      count += 1;
      await target.click();
    },
    fill: async (target: Locator, value: string) => {
      count += 1;
      await target.fill(value);
    },
    /** A dropdown takes two clicks: open it, pick. */
    select: async (target: Locator, option: { label: string }) => {
      count += 2;
      await target.selectOption(option);
    },
    /** Choosing a file: the button, then the file in the dialog. */
    file: async (target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
      count += 2;
      await target.setInputFiles(file);
    },
  };
}

async function screen(page: Page, name: string, viewport: ViewportSize) {
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a new host publishes an event in four steps, prefilled from the business profile, then writes to its guests', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await newHost(page);
      const title = `Harvest Supper ${randomBytes(2).toString('hex')}`;

      // Where hosts start creating: My Events' button opens the four steps (the title-only form stays linked).
      await page.goto('/Mydashboard/events');
      const act = counter();
      await act.click(page.getByRole('link', { name: 'Create an Event' }).first());
      await page.getByRole('heading', { name: 'Step 1 of 4: What and when' }).waitFor();
      await expect(page.getByRole('link', { name: 'Create an event by title' })).toBeVisible();
      // The zone comes from the profile's country, not GMT.
      await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Paris');

      await act.fill(page.getByLabel('Event title'), title);
      await act.fill(page.getByLabel('Event type'), 'Harvest Supper');
      // A date that has passed is refused at once, with the reason, before Next.
      await act.fill(page.getByLabel('Date'), '2020-03-14');
      await act.fill(page.getByLabel('Start time'), '19:30');
      await expect(page.getByText('14 March 2020 at 19:30 has passed: choose a date still to come.')).toBeVisible();
      await act.fill(page.getByLabel('Date'), inDays(2));
      await expect(page.getByText(/has passed/)).toHaveCount(0);
      // The live preview is the public page's layout.
      await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 1, name: title })).toBeVisible();
      await screen(page, 'create-steps-1', viewport);
      await act.click(page.getByRole('button', { name: 'Next' }));

      await page.getByRole('heading', { name: 'Step 2 of 4: Where' }).waitFor();
      // The venue and the contact come from the business profile.
      await expect(page.getByLabel('Address')).toHaveValue('12 Rue de Mars');
      await expect(page.getByLabel('Town or city')).toHaveValue('Reims');
      await expect(page.getByLabel('Postcode')).toHaveValue('51100');
      await expect(page.getByLabel('Host phone')).toHaveValue('0326470000');
      await expect(page.getByRole('region', { name: 'Preview' }).getByText('12 Rue de Mars')).toBeVisible();
      await screen(page, 'create-steps-2', viewport);
      await act.click(page.getByRole('button', { name: 'Next' }));

      await page.getByRole('heading', { name: 'Step 3 of 4: Tickets and price' }).waitFor();
      // The currency comes from the profile's country, not GBP.
      await expect(page.getByLabel('Currency')).toHaveValue('EUR');
      await act.fill(page.getByLabel('Price of a ticket'), '65');
      await act.fill(page.getByLabel('Tickets issued'), '24');
      await act.fill(page.getByLabel('Most tickets one guest may buy'), '4');
      await act.fill(page.getByLabel('Tickets per order'), '1');
      // Sales that would close after the start are refused at once too.
      await act.fill(page.getByLabel('Sales close on (optional)'), inDays(3));
      await expect(page.getByText('Sales must end by the start of the event.')).toBeVisible();
      await act.fill(page.getByLabel('Sales close on (optional)'), '');
      await expect(page.getByRole('region', { name: 'Preview' }).getByText('€65.00').first()).toBeVisible();
      await screen(page, 'create-steps-3', viewport);
      await act.click(page.getByRole('button', { name: 'Next' }));

      await page.getByRole('heading', { name: 'Step 4 of 4: Image, description and wine list' }).waitFor();
      const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#6b2439' } })
        .png()
        .toBuffer();
      await act.file(page.getByLabel('Image', { exact: true }), { name: 'supper.png', mimeType: 'image/png', buffer: png });
      await act.fill(page.getByLabel('Description'), 'A long table in the cellar after the last day of picking.');
      await act.select(page.getByLabel('Wine list (optional)'), { label: 'Grower Champagnes' });
      await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Grower Champagnes' })).toBeVisible();
      await screen(page, 'create-steps-4', viewport);
      await act.click(page.getByRole('button', { name: 'Publish' }));

      await page.getByRole('heading', { name: 'Your event is published' }).waitFor();
      expect(act.count, 'clicks, choices and fields touched to publish').toBeLessThanOrEqual(25);
      await screen(page, 'create-steps-done', viewport);

      const manageHref = (await page.getByRole('link', { name: 'Manage Event' }).getAttribute('href')) ?? '';
      const eventId = Number(manageHref.split('/').pop());

      // On the public listing.
      const listing = await page.request.get(`${API_PATHS.catalog.event.listing}?pageSize=50`);
      const { results } = (await listing.json()) as { results: { eventTitle: string }[] };
      expect(results.map((item) => item.eventTitle)).toContain(title);
      await page.goto('/Events');
      await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();

      // A guest buys a ticket; the host writes to the guests from the Manage page.
      const member = await request.post(API_PATHS.login, { data: DEMO_MEMBER });
      const memberToken = ((await member.json()) as { token: string }).token;
      await buyThroughCheckout(page, memberToken, 'Events', eventId);
      const me = await page.request.get(API_PATHS.user, { headers: { authorization: `Token ${memberToken}` } });
      const memberEmail = ((await me.json()) as { email: string }).email;

      await page.goto(manageHref);
      const panel = page.getByRole('region', { name: 'Write to guests' });
      await expect(panel.getByRole('button', { name: 'Send to 1 guest' })).toBeVisible();
      await panel.getByRole('button', { name: 'Send to 1 guest' }).click();
      await expect(panel.getByText('Please enter a subject.')).toBeVisible();
      const subject = `Parking for ${title}`;
      await panel.getByLabel('Subject').fill(subject);
      await panel.getByLabel('Message').fill('Park in the courtyard; the gate opens at 19:00.');
      await panel.getByRole('button', { name: 'Send to 1 guest' }).click();
      await expect(panel.getByRole('status')).toHaveText('Sent to 1 guest.');
      await expect(panel.getByRole('listitem').filter({ hasText: subject })).toContainText('to 1 guest');
      expect(await page.content()).not.toContain(memberEmail);
      await panel.scrollIntoViewIfNeeded();
      await screen(page, 'write-to-guests', viewport);

      await expect
        .poll(async () => (await sentMailTo(memberEmail)).filter((mail) => mail.includes(`Subject: ${subject}`)).length, {
          timeout: 20_000,
        })
        .toBe(1);
      const [mail] = (await sentMailTo(memberEmail)).filter((text) => text.includes(`Subject: ${subject}`));
      expect(mail).toContain('the gate opens at 19:00');
      expect(mail).toContain('Cave Marchand');
    });
  });
}
