import type { Page } from '@playwright/test';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { accessibilityViolations, DEMO_MEMBER, emptyCart, fillAttendeeDetails, payWith } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** Demo events that no other journey buys (apps/server/src/seed/demo-content.ts), one per width. */
const JOURNEYS = [
  { width: 1280, height: 900, title: 'Douro Port Lodge Evening' },
  { width: 390, height: 844, title: 'Grower Champagne Afternoon' },
] as const;

/** The tickets the member already holds for an item, through the API (0 without a booking). */
async function ticketsHeld(page: Page, token: string, itemId: number): Promise<number> {
  const response = await page.request.get(apiPath(API_PATHS.bookings.one, { id: itemId }), {
    headers: { authorization: `Token ${token}` },
  });
  if (response.status() === 404) return 0;
  return ((await response.json()) as { quantityBought: number }).quantityBought;
}

test.describe('the buyer journey from the home page to the booking', () => {
  for (const journey of JOURNEYS) {
    test.describe(() => {
      test.use({ viewport: { width: journey.width, height: journey.height } });
      test(`at ${journey.width} px: a visitor chooses 2 tickets, signs in, pays and lands on the booking with QR codes and a calendar file`, async ({
        page,
      }) => {
        // The demo member's cart may hold another journey's tickets: start it empty (through the API, not this browser).
        const setUp = (await (await page.request.post(API_PATHS.login, { data: DEMO_MEMBER })).json()) as { token: string };
        await emptyCart(page, setUp.token);
        // From the home page, as a visitor finds it: the hero leads to the events.
        await page.goto('/');
        await page.getByRole('link', { name: 'Find an event' }).click();
        await page.waitForURL((url) => url.pathname === '/Events');
        await page.getByRole('link', { name: journey.title }).first().click();
        await page.waitForURL((url) => url.pathname.startsWith('/Events/'));
        const eventPath = new URL(page.url()).pathname;
        const itemId = Number(/-(\d+)$/.exec(eventPath)?.[1]);

        await page.getByLabel('Quantity').selectOption('2');
        // The booking box's button (on a phone the sticky bar has one too, which leads back to this box).
        await page.getByRole('region', { name: 'Tickets' }).getByRole('button', { name: 'Add to cart' }).click();
        await page.waitForURL((url) => url.pathname === '/login');
        await page.getByLabel('Username').fill(DEMO_MEMBER.username);
        await page.getByLabel('Password').fill(DEMO_MEMBER.password);
        const token = await (async () => {
          await page.getByRole('button', { name: 'Login' }).click();
          await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
          return String(await page.evaluate(() => localStorage.getItem('token')));
        })();
        const before = await ticketsHeld(page, token, itemId);
        // A repeat run asks first: 'You already have N tickets for this event. Book more?'
        if (before > 0) {
          await expect.poll(() => page.getByText(`You already have ${before} tickets for this event. Book more?`).isVisible()).toBe(true);
          await page.getByRole('button', { name: 'Book 2 more' }).click();
        }

        // Back on the event, the 2 tickets were added and the cart opened.
        await page.waitForURL((url) => url.pathname === '/Cart');
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your cart (2 items)');

        await page.getByRole('link', { name: 'checkout securely' }).click();
        await page.waitForURL((url) => url.pathname === '/Checkout');
        await expect.poll(() => page.getByLabel('Phone').isVisible()).toBe(true);
        await fillAttendeeDetails(page);
        await page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
        await page.getByRole('button', { name: 'Confirm Details' }).click();
        await expect.poll(() => page.getByRole('heading', { name: '2. Payment Details' }).isVisible()).toBe(true);
        await payWith(page, '4242 4242 4242 4242');

        // The booking page, with the banner naming the reference.
        await page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'));
        const banner = page.getByRole('status').filter({ hasText: 'Booking confirmed' });
        await expect.poll(() => banner.isVisible()).toBe(true);
        const reference = /TRG-[A-Z2-9]{6}/.exec(await banner.innerText())?.[0] ?? 'no reference';
        const order = page
          .getByRole('listitem')
          .filter({ hasText: reference })
          .filter({ has: page.getByRole('heading', { level: 3 }) });
        await expect.poll(() => order.getByRole('img', { name: /^QR code of ticket/ }).count()).toBe(2);
        expect(await order.innerText()).toMatch(/2 tickets · Paid €/);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(journey.width);
        await page.screenshot({ path: `/tmp/shots/booking/e2e-booking-${journey.width}.png`, fullPage: true });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Add to calendar' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.ics$/);
        const stream = await download.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
        const ics = Buffer.concat(chunks).toString('utf8');
        expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
        expect(ics).toContain(`SUMMARY:${journey.title}`);

        // The event's public page knows, once fetched for the signed-in member.
        await page.goto(eventPath);
        const held = before + 2;
        // Fetched in the browser after the page renders, from its own chunk.
        await expect.poll(() => page.getByText(`You have ${held} tickets.`).isVisible(), { timeout: 10_000 }).toBe(true);
        expect(await page.getByRole('link', { name: 'See your booking' }).getAttribute('href')).toMatch(/^\/Mydashboard\/MyEvents\//);
        await page.screenshot({ path: `/tmp/shots/booking/e2e-event-held-${journey.width}.png` });

        // And My Events lists it with its reference, status and amount paid.
        await page.goto('/Mydashboard/MyEvents');
        await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Event Bookings' }).isVisible()).toBe(true);
        const card = page.locator('.booking-card').filter({ hasText: reference });
        await page.screenshot({ path: `/tmp/shots/booking/e2e-my-events-${journey.width}.png`, fullPage: true });
        await expect.poll(() => card.isVisible()).toBe(true);
        expect(await card.innerText()).toMatch(/Paid[\s\S]*Amount paid\s*€/);
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.screenshot({ path: `/tmp/shots/booking/e2e-my-events-${journey.width}.png`, fullPage: true });
        await emptyCart(page, token);
      });
    });
  }
});
