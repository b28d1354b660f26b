import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS, apiPath, hostPaths } from '@trg/contract/api-paths';
import { door } from '@trg/contract/api-paths/hosts';
import { todayIso } from '@trg/contract/dates';
import { GuestListSchema } from '@trg/contract/guest-list';
import { paths } from '@trg/contract/paths';
import {
  accessibilityViolations,
  baseURL,
  buyThroughCheckout,
  DEMO_MEMBER,
  DEMO_PROFESSIONAL,
  emptyCart,
  loginAs,
} from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screens';
fs.mkdirSync(SHOTS, { recursive: true });
async function shot(page: Page, name: string) {
  // From the top, so that the sticky header sits where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const auth = (token: string) => ({ authorization: `Token ${token}` });

/** An event of the demo host on sale, that the demo member buys 3 tickets of: the event's id and the tickets' codes. */
async function bookedEvent(request: APIRequestContext, page: Page): Promise<{ id: number; codes: string[]; reference: string }> {
  const hostToken = await loginAs(page, DEMO_PROFESSIONAL);
  const listing = (await (await request.get(hostPaths('event').listing, { headers: auth(hostToken) })).json()) as Array<{
    id: number;
    status: string;
    date: string | null;
    quantity: number | null;
    ticketsSold: number;
  }>;
  const candidates = listing.filter(
    (item) => item.status === 'Active' && item.date !== null && item.date > todayIso() && (item.quantity ?? 0) - item.ticketsSold >= 3,
  );
  const memberToken = await loginAs(page, DEMO_MEMBER);
  for (const item of candidates) {
    await emptyCart(page, memberToken);
    let reference: string;
    try {
      reference = await buyThroughCheckout(page, memberToken, 'Events', item.id, 3);
    } catch {
      continue;
    }
    const booking = (await (
      await request.get(apiPath(API_PATHS.bookings.one, { id: item.id }), { headers: auth(memberToken) })
    ).json()) as {
      bookings: Array<{ bookingReference: string; tickets: Array<{ code: string }> }>;
    };
    const mine = booking.bookings.find((b) => b.bookingReference === reference);
    if (!mine) throw new Error(`the booking ${reference} is not among the member's`);
    await loginAs(page, DEMO_PROFESSIONAL);
    return { id: item.id, codes: mine.tickets.map((t) => t.code), reference };
  }
  throw new Error('the demo host has no event on sale with 3 tickets left');
}

/**
 * A camera's view for Chromium's fake camera: the ticket's QR code on white, as a Y4M file (4:2:0), a few frames
 * of the same picture, which Chromium loops.
 */
async function qrVideo(content: string): Promise<string> {
  const [width, height] = [640, 480];
  const qr = await QRCode.toBuffer(content, { type: 'png', margin: 4, width: 400, errorCorrectionLevel: 'M' });
  const { data } = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, left: (width - 400) / 2, top: (height - 400) / 2 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const at = (row * width + col) * 3;
      const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
      y[row * width + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trg-camera-')), 'ticket.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

test.describe("the host's day: guest list and check-in at the door", () => {
  test('at 390 px: the guest list shows the buyer; the camera admits a ticket once; offline check-ins sync, and a conflict shows', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { id, codes, reference } = await bookedEvent(request, page);
    const [scanned = '', offline = '', contested = ''] = codes;
    const hostToken = await page.evaluate(() => localStorage.getItem('token') ?? '');

    // A phone whose camera sees the first ticket's QR code.
    const video = await qrVideo(`TRG-TICKET:${scanned}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE, permissions: ['camera'] });
      const phone = await context.newPage();
      await phone.goto('/');
      await phone.evaluate((token) => localStorage.setItem('token', token), hostToken);
      await phone.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Essential only' }).click();

      // The host's list of events leads to the guest list, which shows the buyer.
      await phone.goto(paths.hostEvents);
      await phone
        .getByRole('link', { name: /^Guest list of / })
        .first()
        .waitFor();
      await phone.goto(paths.hostEventGuests(id));
      const row = phone.getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText('Margaux Fielding');
      await expect(row).toContainText(scanned);
      await expect(row).toContainText('Paid');
      await phone.getByLabel('Search guests').fill(reference);
      await expect(phone.getByRole('row')).toHaveCount(2);
      await shot(phone, 'guest-list-390');
      expect(await accessibilityViolations(phone)).toEqual([]);

      // The door: the camera reads the QR code and lets its holders in.
      await phone.getByRole('link', { name: 'Check-in at the door' }).click();
      await expect(phone.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
      await expect(phone.locator('.door__counts')).toContainText('expected');
      await shot(phone, 'check-in-390');
      expect(await accessibilityViolations(phone)).toEqual([]);
      const result = phone.locator('.door__result');
      await phone.getByRole('button', { name: 'Scan tickets with the camera' }).click();
      await expect(result).toContainText('Admitted: Margaux Fielding', { timeout: 20_000 });
      await shot(phone, 'check-in-admitted-390');
      // The same ticket scanned again (the camera started anew) is refused: already in, and when.
      await phone.getByRole('button', { name: 'Stop the camera' }).click();
      await phone.getByRole('button', { name: 'Scan tickets with the camera' }).click();
      await expect(result).toContainText('Already checked in', { timeout: 20_000 });
      await expect(result).toContainText(/Already checked in at \d\d:\d\d/);
      await shot(phone, 'check-in-already-390');
      await phone.getByRole('button', { name: 'Stop the camera' }).click();

      // Without a network: the list kept on the phone lets the second ticket in, found by the guest's name.
      await context.setOffline(true);
      await expect(phone.locator('.door__offline')).toBeVisible();
      // Meanwhile another phone at the door lets the third ticket in.
      const other = await request.post(apiPath(door.checkIn, { id }), {
        headers: auth(hostToken),
        data: { checkIns: [{ code: contested, deviceId: 'phone-at-the-other-door' }] },
      });
      expect(other.status()).toBe(200);
      await phone.getByLabel('Ticket code or guest name').fill('Margaux');
      await phone.getByRole('button', { name: `Check in ${offline}` }).click();
      await expect(result).toContainText('Admitted: Margaux Fielding');
      await phone.getByLabel('Ticket code or guest name').fill(contested);
      await phone.getByRole('button', { name: 'Check in', exact: true }).click();
      await expect(result).toContainText('Admitted');
      await expect(phone.locator('.door__offline')).toContainText('2 waiting');
      await shot(phone, 'check-in-offline-390');
      expect(await accessibilityViolations(phone)).toEqual([]);

      // Opened anew without a network, the page comes from the phone (the service worker kept it): list and queue too.
      await expect
        .poll(() => phone.evaluate(async () => (await caches.match(window.location.href, { ignoreVary: true })) !== undefined))
        .toBe(true);
      await phone.reload();
      await expect(phone.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
      await expect(phone.locator('.door__offline')).toContainText('2 waiting');
      await expect(phone.locator('.door__counts')).toContainText(/\d+ arrived of \d+ expected/);
      await shot(phone, 'check-in-reopened-offline-390');

      // The network returns: the queue is sent; the ticket the other phone let in first shows as a conflict.
      await context.setOffline(false);
      const conflicts = phone.getByRole('region', { name: 'Found when the check-ins were sent' });
      await expect(conflicts).toContainText(contested);
      await expect(conflicts).toContainText('on another phone');
      await shot(phone, 'check-in-conflict-390');
      expect(await accessibilityViolations(phone)).toEqual([]);
      const list = GuestListSchema.parse(await (await request.get(apiPath(door.guestList, { id }), { headers: auth(hostToken) })).json());
      const tickets = list.guests.flatMap((guest) => guest.tickets);
      for (const code of [scanned, offline, contested]) {
        expect(tickets.find((ticket) => ticket.code === code)?.checkedInAt, code).not.toBeNull();
      }
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test('at 1280 px: the guest list and the check-in page', async ({ page, request }) => {
    const hostToken = await loginAs(page, DEMO_PROFESSIONAL);
    const listing = (await (await request.get(hostPaths('event').listing, { headers: auth(hostToken) })).json()) as Array<{
      id: number;
      ticketsSold: number;
    }>;
    const sold = listing.find((item) => item.ticketsSold > 0) ?? listing[0];
    if (!sold) throw new Error('the demo host has no events');
    await page.setViewportSize(DESKTOP);
    await page.goto(paths.hostEvent(sold.id));
    await page.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Essential only' }).click();
    await page.getByRole('link', { name: 'Guest list' }).click();
    await expect(page.getByRole('heading', { name: 'Guest list' })).toBeVisible();
    await expect(page.locator('.door__counts')).toContainText('expected');
    await shot(page, 'guest-list-1280');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Check-in at the door' }).click();
    await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
    await page.getByLabel('Ticket code or guest name').fill('AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.locator('.door__result')).toContainText('Refused');
    await shot(page, 'check-in-1280');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
