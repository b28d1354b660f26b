import fs from 'node:fs';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { experienceSlotPath, paths } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
import type { ExperienceScheduleInput, PublicSlots } from '@trg/contract/slots';
import {
  accessibilityViolations,
  baseURL,
  buyLinesThroughCheckout,
  buyThroughCheckout,
  DEMO_PROFESSIONAL,
  loginAs,
  staffAccount,
  registerMember,
} from './support/browser.ts';
import { hostItem, publishItem } from './support/host-items.ts';
import { sentMailTo } from './support/mail.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screens/waiting-list';
fs.mkdirSync(SHOTS, { recursive: true });

/** A published event of the demo host with `places` places, one a booking: its id and page path. */
async function publishedEvent(page: Page, title: string, places: number): Promise<{ id: number; path: string }> {
  const token = await loginAs(page, DEMO_PROFESSIONAL);
  const id = await hostItem(page.request, token, {
    kind: 'event',
    title,
    fields: {
      description: 'The last magnums of the 2015 vintage, opened at one long table.',
      eventType: 'Wine Dinner',
      summary: 'Magnums of 2015 at one table.',
      date: inDays(30),
      time: '19:30',
      timeZone: 'Europe/London',
      currency: 'GBP',
      price: '40',
      quantity: String(places),
      maximumQuantity: String(places),
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
    },
  });
  return { id, path: paths.event(itemSlug(title, id)) };
}

/**
 * A published experience of the demo host sold by the slot: a tour at 11:00 each day of a week from five days on,
 * one place a slot. Its id and its first slot's id.
 */
async function publishedSlottedExperience(page: Page, title: string): Promise<{ id: number; slotId: number }> {
  const token = await loginAs(page, DEMO_PROFESSIONAL);
  const headers = { authorization: `Token ${token}` };
  const id = await hostItem(page.request, token, {
    kind: 'experience',
    title,
    publish: false,
    fields: {
      description: 'The cellars under the house, the barrels of the last two vintages, and a glass of each.',
      experienceType: 'Cellar Tour',
      price: '35',
      ticketsPerOrder: '1',
      salesStartDate: inDays(-1),
      salesStartTime: '09:00',
      summary: 'The cellars and two vintages from the barrel.',
      locationAddress: '12 Rue de la Cave',
      locationcity: 'Cramant',
      locationZip_code: '51530',
      locationCountry: 'FR',
      lat: 48.9936,
      lng: 4.0584,
    },
  });
  const schedule: ExperienceScheduleInput = {
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    startTimes: ['11:00'],
    durationMinutes: 90,
    placesPerSlot: 1,
    partyMin: 1,
    partyMax: 1,
    cutoffHours: 24,
    seasonFrom: inDays(5),
    seasonUntil: inDays(11),
    closedDates: [],
  };
  const saved = await page.request.post(apiPath(API_PATHS.experienceSlots.schedule, { id }), { headers, data: schedule });
  expect(saved.status(), await saved.text()).toBe(200);
  await publishItem(page.request, token, 'experience', id);
  const slots = (await (await page.request.get(apiPath(API_PATHS.catalog.experience.slots, { id }))).json()) as PublicSlots;
  return { id, slotId: slots.slots[0]!.id };
}

/** Axe finds nothing and the page fits, at 390 and 1280 px; a full-page screenshot at each and one of `part`, to look at. */
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

test.describe('the waiting list and passing a ticket on', () => {
  test.use({ viewport: PHONE });

  test('at 390 px: a member joins the waiting list of a sold-out event; a refund frees the place, the hold email comes, and they can book it', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(180_000);
    const title = `Last Magnum Supper ${Date.now().toString(36)}`;
    const host = await newPage(DESKTOP);
    const event = await publishedEvent(host.page, title, 1);

    // Another member buys the one place: sold out.
    const buyer = await newPage(PHONE);
    const buyerAccount = await registerMember(buyer.page, 'Bastien', 'wait');
    const reference = await buyThroughCheckout(buyer.page, buyerAccount.token, 'Events', event.id);

    // A visitor is asked to sign in first.
    const visitor = await newPage(PHONE);
    await visitor.page.goto(event.path);
    const visitorPanel = visitor.page.getByRole('region', { name: 'Tickets' });
    await visitorPanel.getByText('Sold out: every ticket has been sold.').waitFor();
    await visitorPanel.getByRole('link', { name: 'Sign in to join the waiting list' }).waitFor();
    await checkScreens(visitor.page, 'item-sold-out-visitor', visitorPanel);

    // The member joins the waiting list.
    const waiting = await registerMember(page, 'Colette', 'wait');
    await page.goto(event.path);
    const panel = page.getByRole('region', { name: 'Tickets' });
    await panel.getByText('Sold out: every ticket has been sold.').waitFor();
    await checkScreens(page, 'item-sold-out-member', panel);
    await panel.getByRole('button', { name: 'Join the waiting list' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `You are number 1 on the waiting list for ${title}.` })
      .waitFor();
    await checkScreens(page, 'item-on-waiting-list', panel);

    // Staff refund the buyer: the place is free, and held for the first in line.
    const staff = await newPage(DESKTOP);
    const staffHeaders = { authorization: `Token ${await loginAs(staff.page, staffAccount())}` };
    const found = await staff.page.request.get(`${OPERATOR_API_PATHS.orders}?q=${reference}`, { headers: staffHeaders });
    const orderId = ((await found.json()) as { results: { id: number }[] }).results[0]!.id;
    const refunded = await staff.page.request.post(apiPath(OPERATOR_API_PATHS.orderRefund, { id: orderId }), {
      headers: staffHeaders,
      data: { reason: 'The guest cannot come.' },
    });
    expect(refunded.status(), await refunded.text()).toBe(200);

    const holdMail = async () =>
      (await sentMailTo(waiting.email)).find(
        (mail) => mail.includes('We are holding it for you for 30 minutes') && mail.includes(event.path),
      );
    await expect.poll(holdMail, { timeout: 30_000 }).toBeDefined();
    const mail = (await holdMail())!;
    const link = new RegExp(`${baseURL().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/Events/[^\\s"<]+)`).exec(mail)?.[1];
    expect(link).toBe(event.path);

    // Everyone else still sees it sold out.
    await visitor.page.reload();
    await visitorPanel.getByText('Sold out: every ticket has been sold.').waitFor();

    // The holder follows the link and can book the held place.
    await page.goto(link!);
    await panel.getByText(/A place at .* is held for you until \d{1,2} \w+ \d{4} at \d{2}:\d{2}/).waitFor();
    expect(await panel.getByText('Sold out: every ticket has been sold.').count()).toBe(0);
    await checkScreens(page, 'item-place-held', panel);
    await panel.getByRole('button', { name: 'Add to cart' }).click();
    await panel.getByText('Added to your cart.').waitFor();
  });

  test('at 390 px: a member joins the waiting list of a sold-out slot of an experience sold by the slot', async ({ page, newPage }) => {
    test.setTimeout(180_000);
    const title = `Barrel Cellar Tour ${Date.now().toString(36)}`;
    const host = await newPage(DESKTOP);
    const experience = await publishedSlottedExperience(host.page, title);

    // Another member books the first slot's one place: that slot is sold out.
    const buyer = await newPage(PHONE);
    const buyerAccount = await registerMember(buyer.page, 'Bastien', 'wait');
    await buyLinesThroughCheckout(buyer.page, buyerAccount.token, [
      { productGroup: 'Experiences', productId: experience.id, quantity: 1, slot: experience.slotId },
    ]);

    // The member opens the page on that slot (as the hold email's link does): it is chosen, sold out, with its waiting list.
    await registerMember(page, 'Colette', 'wait');
    await page.goto(experienceSlotPath(itemSlug(title, experience.id), experience.slotId));
    const panel = page.getByRole('region', { name: 'Make a booking' });
    const time = panel.getByRole('radio', { name: /Sold out/ });
    await expect(time).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Join the waiting list' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: new RegExp(`^You are number 1 on the waiting list for ${title} on .+ at 11:00\\.`) })
      .waitFor();
    await expect(panel.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();
    // Back to the top: scrolled to the button, the calendar's first week sits under the sticky header (axe's target-size).
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreens(page, 'slot-on-waiting-list', panel);
  });

  test('at 390 px: a buyer passes a ticket on; the old code is void (transferred), the new one valid, both are emailed', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(180_000);
    const title = `Magnum Evening ${Date.now().toString(36)}`;
    const host = await newPage(DESKTOP);
    const event = await publishedEvent(host.page, title, 10);

    const buyer = await registerMember(page, 'Margot', 'wait');
    const reference = await buyThroughCheckout(page, buyer.token, 'Events', event.id, 2);
    const bookingPath = paths.myEvent(itemSlug(title, event.id));
    await page.goto(bookingPath);
    const tickets = page.getByRole('list', { name: `Tickets of booking ${reference}` });
    await tickets.waitFor();
    await checkScreens(page, 'booking-tickets', page.getByRole('region', { name: 'Your booking' }));

    const before = await page.request.get(apiPath(API_PATHS.bookings.one, { id: event.id }), {
      headers: { authorization: `Token ${buyer.token}` },
    });
    const [first, second] = ((await before.json()) as { bookings: { tickets: { code: string }[] }[] }).bookings[0]!.tickets;

    await tickets.getByRole('button', { name: `Pass this ticket on (ticket 1, ${first!.code})` }).click();
    const form = page.getByRole('form', { name: `Pass ticket ${first!.code} on` });
    await form.getByLabel('Their name').fill('Rosa Field');
    const recipient = `rosa_${randomBytes(3).toString('hex')}@example.com`;
    await form.getByLabel('Their email').fill(recipient);
    await form.getByRole('button', { name: 'Pass it on' }).click();
    await form.getByText(`ticket ${first!.code} will no longer admit anyone`).waitFor();
    await checkScreens(page, 'ticket-pass-on-confirm', page.getByRole('region', { name: 'Your booking' }));
    await form.getByRole('button', { name: 'Confirm: pass it on' }).click();
    await page.getByRole('status').filter({ hasText: 'Your ticket is passed on to Rosa Field.' }).waitFor();
    await tickets.getByText('Passed on to Rosa Field').waitFor();
    await checkScreens(page, 'ticket-passed-on', page.getByRole('region', { name: 'Your booking' }));

    // Through the API: the old code is void, as transferred; the new code is valid on the same order.
    const after = await page.request.get(apiPath(API_PATHS.bookings.one, { id: event.id }), {
      headers: { authorization: `Token ${buyer.token}` },
    });
    const shown = ((await after.json()) as { bookings: { tickets: { code: string; status: string; voidReason: string | null }[] }[] })
      .bookings[0]!.tickets;
    expect(shown.find((t) => t.code === first!.code)).toMatchObject({ status: 'void', voidReason: 'transferred' });
    expect(shown.find((t) => t.code === second!.code)).toMatchObject({ status: 'valid' });

    const toRecipient = async () => (await sentMailTo(recipient)).find((mail) => mail.includes(`Subject: Your ticket for ${title}`));
    await expect.poll(toRecipient, { timeout: 30_000 }).toBeDefined();
    const newCode = /Your ticket: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec((await toRecipient())!)?.[1];
    expect(newCode).toBeDefined();
    expect(newCode).not.toBe(first!.code);
    await expect
      .poll(async () => (await sentMailTo(buyer.email)).some((mail) => mail.includes(`is passed on to Rosa Field`)), { timeout: 30_000 })
      .toBe(true);

    const staff = await newPage(DESKTOP);
    const staffHeaders = { authorization: `Token ${await loginAs(staff.page, staffAccount())}` };
    const found = await staff.page.request.get(`${OPERATOR_API_PATHS.orders}?q=${reference}`, { headers: staffHeaders });
    const orderId = ((await found.json()) as { results: { id: number }[] }).results[0]!.id;
    const detail = await staff.page.request.get(apiPath(OPERATOR_API_PATHS.order, { id: orderId }), { headers: staffHeaders });
    const orderTickets = ((await detail.json()) as { tickets: { code: string; status: string }[] }).tickets;
    expect(orderTickets.find((t) => t.code === newCode)).toMatchObject({ status: 'valid' });
    expect(orderTickets.find((t) => t.code === first!.code)).toMatchObject({ status: 'void' });

    // The old code cannot be passed on again.
    const again = await page.request.post(apiPath(API_PATHS.bookings.transfer, { code: first!.code }), {
      headers: { authorization: `Token ${buyer.token}` },
      data: { name: 'Someone Else', email: 'someone@example.com' },
    });
    expect(again.status()).toBe(409);

    // At the door, on the host's phone: the old code is refused with the reason, the new one admits its holder once.
    const door = await newPage(PHONE);
    await loginAs(door.page, DEMO_PROFESSIONAL);
    await door.page.goto(paths.hostEventCheckIn(event.id));
    await door.page.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Essential only' }).click();
    const result = door.page.locator('.door__result');
    for (const [code, outcome, message] of [
      [first!.code, 'Refused', 'This ticket was passed on to someone else; their new ticket has its own code.'],
      [newCode!, 'Admitted', 'Welcome'],
    ] as const) {
      await door.page.getByLabel('Ticket code or guest name').fill(code);
      await door.page.getByRole('button', { name: 'Check in', exact: true }).click();
      await expect.poll(() => result.innerText()).toContain(message);
      expect(await result.locator('.door__result-title').innerText()).toMatch(new RegExp(`^${outcome}`));
    }
    expect(await accessibilityViolations(door.page)).toEqual([]);
  });
});
