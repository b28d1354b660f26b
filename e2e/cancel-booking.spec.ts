import fs from 'node:fs';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { paths } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
import { accessibilityViolations, baseURL, buyThroughCheckout, DEMO_PROFESSIONAL, loginAs, registerMember } from './support/browser.ts';
import { sentMailTo } from './support/mail.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screens/cancel-booking';
fs.mkdirSync(SHOTS, { recursive: true });

/**
 * A published event of the demo host, 30 days away, with one place and the host's own terms: a full refund until 45
 * days before, 50% until 20 days before, none after. Its id and page path.
 */
async function publishedEvent(page: Page, title: string): Promise<{ id: number; path: string }> {
  const headers = { authorization: `Token ${await loginAs(page, DEMO_PROFESSIONAL)}` };
  const event = hostPaths('event');
  const created = await page.request.post(event.create, { headers, data: { eventTitle: title, olineExperience: false } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const update = await page.request.post(apiPath(event.update, { id }), {
    headers,
    data: {
      description: 'Six grower Champagnes, poured by the people who made them.',
      eventType: 'Tasting',
      summary: 'Six growers, six glasses.',
      date: inDays(30),
      time: '19:30',
      timeZone: 'Europe/London',
      currency: 'GBP',
      price: '60',
      quantity: '1',
      maximumQuantity: '1',
      ticketsPerOrder: '1',
      hostEmail: 'cellar@example.com',
      hostPhone: '07700900123',
      hostPhoneCountryCode: '+44',
      salesStartDate: inDays(-1),
      salesEndDate: inDays(29),
      salesStartTime: '09:00',
      salesEndTime: '23:59',
      locationAddress: '3 Cellar Lane',
      locationcity: 'London',
      locationZip_code: 'SE1 9AA',
      locationCountry: 'GB',
      lat: 51.5,
      lng: -0.1,
      refundTerms: { fullRefundDays: 45, partialRefundDays: 20, partialRefundPercent: 50 },
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
  return { id, path: paths.event(itemSlug(title, id)) };
}

/** Axe finds nothing and the page fits, at 390 and 1280 px; a full-page screenshot at each and one of `part`, to look at. */
async function checkScreens(page: Page, name: string, part: Locator) {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await accessibilityViolations(page), `${name} at ${size}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${size}`).toBeLessThanOrEqual(viewport.width);
    await part.screenshot({ path: `${SHOTS}/${name}-${size}-part.png` });
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test.describe('cancelling a booking by the refund policy', () => {
  test.use({ viewport: PHONE });

  test('at 390 px: the buyer cancels from the Manage booking link, is refunded the policy’s share, and the place goes to the waiting list', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(180_000);
    const title = `Grower Champagne Night ${Date.now().toString(36)}`;
    const host = await newPage(DESKTOP);
    const event = await publishedEvent(host.page, title);

    // The item page states the terms in words.
    await page.goto(event.path);
    await page
      .getByRole('region', { name: 'Refund policy' })
      .getByText(
        'Full refund of the ticket price and booking fee if you cancel up to 45 days before the start; 50% refund up to 20 days before the start; no refund after that.',
      )
      .waitFor();

    const buyer = await registerMember(page, 'Margot', 'cancel');
    const reference = await buyThroughCheckout(page, buyer.token, 'Events', event.id);

    // Someone waits for the one place.
    const waiter = await newPage(PHONE);
    const waiting = await registerMember(waiter.page, 'Colette', 'cancel');
    const joined = await waiter.page.request.post(apiPath(API_PATHS.waitingList.join, { id: event.id }), {
      headers: { authorization: `Token ${waiting.token}` },
      data: {},
    });
    expect(joined.status(), await joined.text()).toBe(200);

    // The confirmation email's Manage booking link opens the booking page.
    const confirmation = async () =>
      (await sentMailTo(buyer.email)).find((mail) => mail.includes(`Subject: Your booking ${reference} is confirmed`));
    await expect.poll(confirmation, { timeout: 30_000 }).toBeDefined();
    const bookingPath = paths.myEvent(itemSlug(title, event.id));
    const link = /Manage booking \(tickets, cancel\): (\S+)/.exec((await confirmation())!)?.[1];
    expect(link).toBe(`${baseURL()}${bookingPath}`);
    await page.goto(link!);

    const summary = page.getByRole('region', { name: 'Your booking' });
    await summary.getByRole('list', { name: `Tickets of booking ${reference}` }).waitFor();
    const paid = await page.request.get(apiPath(API_PATHS.bookings.one, { id: event.id }), {
      headers: { authorization: `Token ${buyer.token}` },
    });
    const booking = ((await paid.json()) as { bookings: { amountPaid: string; cancellation: { refund: string; percent: number } }[] })
      .bookings[0]!;
    expect(booking.cancellation.percent).toBe(50);
    const half = Math.floor(Math.round(Number(booking.amountPaid) * 100) / 2) / 100;
    expect(booking.cancellation.refund).toBe(half.toFixed(2));

    // The confirm step says exactly what comes back, before anything happens.
    await summary.getByRole('button', { name: `Cancel this booking, ${reference}` }).click();
    const confirm = summary.getByRole('region', { name: `Cancel booking ${reference}?` });
    await confirm.getByText(`£${half.toFixed(2)}`, { exact: true }).waitFor();
    await confirm.getByText('(50% of what you paid)', { exact: false }).waitFor();
    await checkScreens(page, 'cancel-confirm', summary);
    await confirm.getByRole('button', { name: `Cancel and refund £${half.toFixed(2)}` }).click();

    await summary
      .getByRole('status')
      .filter({ hasText: `Booking ${reference} is cancelled. We are refunding £${half.toFixed(2)}` })
      .waitFor();
    await summary.getByText(`£${half.toFixed(2)} is refunded to the card you paid with.`).waitFor();
    await expect(summary.getByText('Cancelled', { exact: true })).toBeVisible();
    await checkScreens(page, 'cancelled', summary);

    // The buyer's email says the amount (its £ sign is two bytes in the raw mail); the place is offered to the first in line.
    await expect
      .poll(async () => (await sentMailTo(buyer.email)).some((mail) => mail.includes(`${half.toFixed(2)}, to the card you paid with.`)), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect
      .poll(async () => (await sentMailTo(waiting.email)).some((mail) => mail.includes('We are holding it for you for 30 minutes')), {
        timeout: 30_000,
      })
      .toBe(true);
    await waiter.page.goto(event.path);
    await waiter.page
      .getByRole('region', { name: 'Tickets' })
      .getByText(/A place at .* is held for you until/)
      .waitFor();
  });
});
