import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { paths } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
import {
  accessibilityViolations,
  DEMO_MEMBER,
  DEMO_PROFESSIONAL,
  emptyCart,
  fillAttendeeDetails,
  loginAs,
  payWith,
} from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { hostItem, publishItem } from './support/host-items.ts';
import { sentMailTo } from './support/mail.ts';

const SHOTS = '/tmp/shots/slots';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const PHONE = { width: 390, height: 844 };

/** The first Saturday of July of a year, as a day of the month. */
function firstSaturdayOfJuly(year: number): number {
  for (let day = 1; day <= 7; day += 1) if (new Date(Date.UTC(year, 6, day)).getUTCDay() === 6) return day;
  throw new Error('no Saturday in the first week of July');
}

/** The experience a host would have filled in on Manage Experience (the host editor's journey types these by hand). */
function draftExperience(page: Page, token: string, title: string): Promise<number> {
  return hostItem(page.request, token, {
    kind: 'experience',
    title,
    publish: false,
    fields: {
      description: 'The cellars under the house, the barrels of the last two vintages, and a glass of each in the tasting room.',
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
}

test.describe('an experience sold by the slot', () => {
  test.use({ viewport: PHONE });

  test('at 390 px: a host schedules weekends at 11:00 and 15:00 from May to September; a member books 2 places on a July Saturday at 15:00 and every answer says 15:00 Paris time', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(180_000);
    const year = new Date().getUTCFullYear() + 1;
    const saturday = firstSaturdayOfJuly(year);
    const dayName = `Saturday ${saturday} July ${year}`;
    const title = `Weekend Cellar Tour ${Date.now().toString(36)}`;

    // The host: the experience's details, then its dates and times on Manage Experience, as a person types them.
    const hostToken = await loginAs(page, DEMO_PROFESSIONAL);
    const id = await draftExperience(page, hostToken, title);
    await page.goto(paths.hostExperience(id));
    const dates = page.getByRole('region', { name: 'Dates and times' });
    await dates.waitFor();
    await dates.getByRole('checkbox', { name: 'Saturday' }).check();
    await dates.getByRole('checkbox', { name: 'Sunday' }).check();
    await dates.getByLabel('Start time 1').fill('11:00');
    await dates.getByRole('button', { name: 'Add a start time' }).click();
    await dates.getByLabel('Start time 2').fill('15:00');
    await dates.getByLabel('Duration (minutes)').fill('120');
    await dates.getByLabel('Places per slot').fill('8');
    await dates.getByLabel('Smallest party').fill('1');
    await dates.getByLabel('Largest party').fill('4');
    await dates.getByLabel('Booking cut-off (hours before)').fill('24');
    await dates.getByLabel('Season from').fill(`${year}-05-01`);
    await dates.getByLabel('Season until').fill(`${year}-09-30`);
    await dates.getByRole('button', { name: 'Save dates and times' }).click();
    await expect
      .poll(() =>
        dates
          .getByRole('status')
          .filter({ hasText: /^Saved: \d+ slots\.$/ })
          .isVisible(),
      )
      .toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await dates.getByRole('group', { name: 'Days of the week' }).screenshot({ path: `${SHOTS}/host-schedule-days-390.png` });
    await shot(page, 'host-schedule-390');
    await publishItem(page.request, hostToken, 'experience', id);

    // The member, on their phone: the month calendar, the day's times, a party of 2.
    const member = await newPage(PHONE);
    const memberToken = await loginAs(member.page, DEMO_MEMBER);
    await emptyCart(member.page, memberToken);
    await member.page.goto(paths.experience(itemSlug(title, id)));
    const booking = member.page.getByRole('region', { name: 'Make a booking' });
    await booking.waitFor();
    for (let step = 0; step < 12; step += 1) {
      if (await booking.getByRole('heading', { name: `July ${year}` }).isVisible()) break;
      await booking.getByRole('button', { name: 'Next month' }).click();
    }
    await booking.getByRole('button', { name: new RegExp(`^${dayName}, 16 places left$`) }).click();
    const times = booking.getByRole('group', { name: `Times on ${dayName}` });
    await expect.poll(async () => (await times.textContent())?.replace(/\u00a0/g, ' ')).toMatch(/Paris time, GMT\+2/);
    await times.getByRole('radio', { name: /^15:00–17:00 8 left$/ }).check();
    await booking.getByLabel('Party size').selectOption({ label: '2 guests' });
    expect(await accessibilityViolations(member.page)).toEqual([]);
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(member.page, 'member-calendar-390');
    await booking.getByRole('button', { name: 'Add to cart' }).click();
    await booking.getByRole('link', { name: 'View your cart' }).click();
    await member.page.waitForURL((url) => url.pathname === '/Cart');
    const line = member.page.locator('.cart-line').filter({ hasText: title });
    await expect.poll(() => line.textContent()).toContain(`${saturday} July ${year}, 15:00 (Paris\u00a0time,\u00a0GMT+2)`);
    await member.page.getByRole('link', { name: 'checkout securely' }).click();
    await member.page.waitForURL((url) => url.pathname === '/Checkout');
    await expect.poll(() => member.page.getByLabel('Phone').isVisible()).toBe(true);
    await fillAttendeeDetails(member.page);
    await member.page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
    await member.page.getByRole('button', { name: 'Confirm Details' }).click();
    await expect.poll(() => member.page.getByRole('heading', { name: '2. Payment Details' }).isVisible()).toBe(true);
    await payWith(member.page, '4242 4242 4242 4242');

    // The booking names the slot: its date, 15:00 and Paris time, and its calendar file starts at 13:00 UTC.
    await member.page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyExperiences/'));
    const banner = member.page.getByRole('status').filter({ hasText: 'Booking confirmed' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    const reference = /TRG-[A-Z2-9]{6}/.exec(await banner.innerText())?.[0] ?? 'no reference';
    const pageText = (await member.page.locator('main').innerText()).replace(/\u00a0/g, ' ');
    expect(pageText).toContain(`${saturday} July ${year}`);
    expect(pageText).toMatch(/15:00[\s\S]*Paris time, GMT\+2/);
    await shot(member.page, 'member-booking-390');
    const [download] = await Promise.all([
      member.page.waitForEvent('download'),
      member.page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
    const dd = String(saturday).padStart(2, '0');
    expect(Buffer.concat(chunks).toString('utf8')).toContain(`\r\nDTSTART:${year}07${dd}T130000Z\r\n`);

    // The confirmation email says the same, and carries the same calendar file.
    await expect
      .poll(async () => (await sentMailTo('margaux@example.com')).filter((mail) => mail.includes(reference)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const mail = (await sentMailTo('margaux@example.com')).find((one) => one.includes(reference)) ?? '';
    expect(mail).toContain(`${saturday} July ${year} at 15:00 (Paris time, GMT+2)`);
    const icsPart = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1];
    expect(Buffer.from((icsPart ?? '').replace(/\s/g, ''), 'base64').toString('utf8')).toContain(`DTSTART:${year}07${dd}T130000Z`);

    // The host's calendar shows the booking in its slot.
    await page.goto(paths.hostExperience(id));
    const slots = page.getByRole('region', { name: 'Slots and bookings' });
    await slots.waitFor();
    for (let step = 0; step < 12; step += 1) {
      // Each month is read when it is shown: wait for it, so that a click is never made on the month before.
      await expect.poll(() => slots.getByRole('heading', { name: /\(loading\)/ }).count()).toBe(0);
      if (await slots.getByRole('heading', { name: `July ${year}`, exact: true }).isVisible()) break;
      await slots.getByRole('button', { name: 'Next month' }).click();
    }
    const day = slots.getByRole('region', { name: dayName });
    await expect.poll(() => day.textContent()).toContain('2 booked / 8 places');
    expect(await day.innerText()).toContain(reference);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await day.screenshot({ path: `${SHOTS}/host-calendar-day-390.png` });
    await shot(page, 'host-calendar-390');
    await emptyCart(member.page, memberToken);
  });
});
