import fs from 'node:fs';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { operatorPaths } from '@trg/contract/operator-paths';
import { paths } from '@trg/contract/paths';
import {
  accessibilityViolations,
  DEMO_PROFESSIONAL,
  fillAttendeeDetails,
  loginAs,
  payWith,
  staffAccount,
  registerMember,
} from './support/browser.ts';
import { sentMailTo } from './support/mail.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screens/gift-cards';
fs.mkdirSync(SHOTS, { recursive: true });

/** A published event of the demo host priced in euros: its id. */
async function euroEvent(page: Page, title: string): Promise<number> {
  const headers = { authorization: `Token ${await loginAs(page, DEMO_PROFESSIONAL)}` };
  const event = hostPaths('event');
  const created = await page.request.post(event.create, { headers, data: { eventTitle: title, olineExperience: false } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const update = await page.request.post(apiPath(event.update, { id }), {
    headers,
    data: {
      description: 'Six growers of the Côte des Blancs pour their 2019s at one long table.',
      eventType: 'Wine Tasting',
      summary: 'Six growers, one vintage.',
      date: inDays(30),
      time: '18:30',
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      price: '40',
      quantity: '40',
      maximumQuantity: '40',
      ticketsPerOrder: '4',
      hostEmail: 'cellar@example.com',
      hostPhone: '0612345678',
      hostPhoneCountryCode: '+33',
      salesStartDate: inDays(-1),
      salesEndDate: inDays(29),
      salesStartTime: '09:00',
      salesEndTime: '23:59',
      locationAddress: '12 Rue de la Cave',
      locationcity: 'Cramant',
      locationZip_code: '51530',
      locationCountry: 'FR',
      lat: 48.9936,
      lng: 4.0584,
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#4a2331' } })
    .png()
    .toBuffer();
  const image = await page.request.post(apiPath(event.image, { id }), {
    headers,
    multipart: { mainExperienceImage: { name: 'growers.png', mimeType: 'image/png', buffer: png } },
  });
  expect(image.status()).toBe(200);
  const publish = await page.request.post(apiPath(event.update, { id }), { headers, data: { publishEvent: true } });
  expect(publish.status(), await publish.text()).toBe(200);
  return id;
}

/** Axe finds nothing and the page fits, at 390 and 1280 px; a full-page screenshot at each and one of `part`. */
async function checkScreens(page: Page, name: string, part: Locator) {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page), `${name} at ${size}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${size}`).toBeLessThanOrEqual(viewport.width);
    await part.screenshot({ path: `${SHOTS}/${name}-${size}-part.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** At /Checkout with the cart as it is: applies the gift card, confirms the details and answers the payment step. */
async function checkoutWithGiftCard(page: Page, code: string, screens?: string): Promise<Locator> {
  await page.goto(paths.checkout);
  await expect.poll(() => page.getByLabel('Gift card code').isVisible()).toBe(true);
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'applied' }).isVisible()).toBe(true);
  if (screens) await checkScreens(page, screens, page.locator('.gift-card-field'));
  await fillAttendeeDetails(page);
  await page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
  await page.getByRole('button', { name: 'Confirm Details' }).click();
  const step = page.getByRole('region', { name: '2. Payment Details' });
  await expect.poll(() => step.isVisible()).toBe(true);
  return step;
}

async function addToCart(page: Page, token: string, productId: number, quantity: number) {
  const added = await page.request.post(API_PATHS.cart.update, {
    headers: { authorization: `Token ${token}` },
    data: { productGroup: 'Events', productId, action: 'add', quantity },
  });
  expect(added.status(), await added.text()).toBe(200);
}

test.describe('gift cards', () => {
  test.use({ viewport: PHONE });

  test('a gift card bought at 390 px is emailed with its code, then pays one order wholly and part of a second; staff see it', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(240_000);
    const host = await newPage(DESKTOP);
    const eventId = await euroEvent(host.page, `Côte des Blancs Growers ${Date.now().toString(36)}`);

    // The buyer fills the form and pays with the test card.
    const buyer = await registerMember(page, 'Camille', 'gift');
    const recipientEmail = `rosa_${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(paths.giftCards);
    const form = page.getByRole('form', { name: 'Buy a gift card' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByLabel('Amount').fill('100');
    await form.getByLabel('Currency').selectOption('EUR');
    await form.getByLabel("Recipient's name").fill('Rosa Field');
    await form.getByLabel("Recipient's email").fill(recipientEmail);
    await form.getByLabel('Message (optional)').fill('Happy birthday, Rosa: a glass on me!');
    await checkScreens(page, 'buy-form', form);
    // It fits the narrowest phones too.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize(PHONE);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Pay for the gift card' }).isVisible()).toBe(true);
    await payWith(page, '4242 4242 4242 4242');
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: `We will email it to ${recipientEmail}` })).toBeVisible();
    expect(buyer.email).toContain('@example.com');

    // The recipient's email: the code, the amount, the message and the sender.
    await expect.poll(async () => (await sentMailTo(recipientEmail)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await sentMailTo(recipientEmail);
    // The mail reader undoes quoted-printable byte by byte, so the euro sign does not survive it: the amount does.
    expect(mail).toContain('Camille Marchand has sent you a The Real Grape gift card of');
    expect(mail).toContain('100.00.');
    expect(mail).toContain('Happy birthday, Rosa: a glass on me!');
    const code = /Your gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail ?? '')?.[1];
    expect(code).toBeTruthy();

    // The recipient spends it: one ticket, paid wholly by the card, no card payment.
    const recipientPage = await newPage(PHONE);
    const recipient = await registerMember(recipientPage.page, 'Rosa', 'gift');
    await addToCart(recipientPage.page, recipient.token, eventId, 1);
    const first = await checkoutWithGiftCard(recipientPage.page, code!, 'checkout-field');
    await expect(first.getByText(/Total to pay: 0\.00 EUR/)).toBeVisible();
    await expect(first.getByRole('status').filter({ hasText: 'Gift card' })).toContainText(`Gift card ${code} pays`);
    await checkScreens(recipientPage.page, 'checkout-whole', first);
    await first.getByRole('button', { name: 'Confirm booking' }).click();
    await recipientPage.page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'));

    // Two more tickets: the card pays what is left of it, the test card the rest.
    await addToCart(recipientPage.page, recipient.token, eventId, 2);
    const second = await checkoutWithGiftCard(recipientPage.page, code!);
    await expect(second.getByRole('status').filter({ hasText: 'Gift card' })).toContainText('€0.00 is left on it');
    await checkScreens(recipientPage.page, 'checkout-part', second);
    await payWith(recipientPage.page, '4242 4242 4242 4242');
    await recipientPage.page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'));

    // Its balance is now nothing.
    await recipientPage.page.goto(paths.giftCards);
    const check = recipientPage.page.getByRole('form', { name: "Check a gift card's balance" });
    await check.getByLabel('Gift card code').fill(code!);
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toContainText('€0.00 left of €100.00');

    // Staff see it, without its whole code.
    const staff = await newPage(DESKTOP);
    await loginAs(staff.page, staffAccount());
    await staff.page.goto(operatorPaths.giftCards);
    const table = staff.page.getByRole('region', { name: 'Gift cards', exact: true }).and(staff.page.locator('.operator-table-wrap'));
    await expect.poll(() => table.isVisible()).toBe(true);
    await staff.page.getByLabel('Search gift cards').fill(code!.slice(-4));
    await staff.page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Rosa Field' })).toContainText('€0.00');
    expect(await table.textContent()).not.toContain(code);
    await checkScreens(staff.page, 'operator', table);
  });
});
