import type { Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { accessibilityViolations, emptyCart, fillAttendeeDetails, payWith } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

// The demo data's first event (apps/server/src/seed/demo-content.ts).
const EVENT_ID = 1;
const EVENT_TITLE = 'Northern Rhone Syrah Dinner';

/** Starts from an empty cart, then puts one ticket of the demo event in it through the API (as its page's Add to cart does). */
async function freshCartWithEvent(page: Page, token: string) {
  const headers = { authorization: `Token ${token}` };
  await emptyCart(page, token);
  const added = await page.request.post(API_PATHS.cart.update, {
    headers,
    data: { productGroup: 'Events', productId: EVENT_ID, action: 'add', quantity: 1 },
  });
  expect(added.status()).toBe(200);
}

/** The cart link's accessible name in the navigation: its visible text and count, then the unit ("Cart 1 item"). */
const cartLinkName = async (page: Page) =>
  (
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Cart / })
      .ariaSnapshot()
  ).replace(/^- link "(.*?)".*$/s, '$1');

test.describe('buying tickets', () => {
  test('a member adds an event from its page, changes the quantity, applies a voucher, pays with 4242 4242 4242 4242 and finds the booking under My Events', async ({
    page,
    memberToken: token,
  }) => {
    await emptyCart(page, token);

    await page.goto('/Events');
    await page.getByRole('link', { name: EVENT_TITLE }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/Events/'));
    // Beside the price and fee, the all-in price of a ticket: €95.00 + €4.75 fee + €0.95 VAT.
    await expect.poll(() => page.getByText('€100.70 a ticket all-in').isVisible()).toBe(true);
    await page.getByRole('region', { name: 'Tickets' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByText('Added to your cart.').isVisible()).toBe(true);
    await expect.poll(() => cartLinkName(page)).toBe('Cart 1 item');

    await page.getByRole('link', { name: 'View your cart' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your cart (1 item)');
    expect(await page.getByRole('link', { name: EVENT_TITLE }).isVisible()).toBe(true);
    await page.getByRole('button', { name: `One ticket more for ${EVENT_TITLE}` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your cart (2 items)');
    await expect.poll(() => cartLinkName(page)).toBe('Cart 2 items');
    // 2 x €95.00, fees 2 x €4.75, VAT 2 x €0.95.
    expect(await page.locator('.order-totals').innerText()).toMatch(
      /Subtotal\s+€190\.00\s+Booking Fee\s+€9\.50\s+VAT\s+€1\.90\s+Total\s+€201\.40/,
    );

    await page.getByLabel('Voucher code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Voucher' }).textContent())
      .toBe('Voucher WELCOME10 applied: 10% off.');
    expect(await page.locator('.order-totals').innerText()).toMatch(/Discount \(WELCOME10\)\s+-€19\.00[\s\S]*Total\s+€182\.40/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'checkout securely' }).click();
    await page.waitForURL((url) => url.pathname === '/Checkout');
    await expect.poll(() => page.getByRole('heading', { name: '1. Attendee Details' }).isVisible()).toBe(true);
    expect(await page.getByLabel('First name').inputValue()).toBe('Margaux');
    // Confirm Details appears once the required fields are filled; the age and terms box must be ticked.
    expect(await page.getByRole('button', { name: 'Confirm Details' }).count()).toBe(0);
    await fillAttendeeDetails(page);
    await page.getByRole('button', { name: 'Confirm Details' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Please confirm that you are over 18 and agree with the Terms & Conditions and Privacy Policy.');
    await page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm Details' }).click();

    await expect.poll(() => page.getByRole('heading', { name: '2. Payment Details' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Address line 1').count()).toBe(0);
    expect(await page.locator('.checkout__summary').innerText()).toMatch(/Northern Rhone Syrah Dinner × 2[\s\S]*Total\s+€182\.40/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await payWith(page, '4242 4242 4242 4242');

    // The buyer lands on their booking, with the banner.
    await page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'));
    const confirmation = page.getByRole('status').filter({ hasText: 'Booking confirmed' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    expect(await confirmation.innerText()).toMatch(/Booking confirmed: TRG-[A-Z2-9]{6}/);
    const reference = /TRG-[A-Z2-9]{6}/.exec(await confirmation.innerText())?.[0];
    await expect.poll(() => cartLinkName(page)).toBe('Cart 0 items');

    // The booking is listed under My Events, and its page carries the same booking reference.
    await page.goto('/Mydashboard/MyEvents');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Event Bookings' }).isVisible()).toBe(true);
    const booking = page.getByRole('link', { name: EVENT_TITLE }).first();
    await expect.poll(() => booking.isVisible()).toBe(true);
    await booking.click();
    await page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'));
    await expect.poll(() => page.getByText(reference ?? 'no reference').isVisible()).toBe(true);
  });

  test.describe(() => {
    test.use({ viewport: { width: 360, height: 800 } });
    test('a declined card shows "Payment failed: Your card was declined." and the member can try again', async ({
      page,
      memberToken: token,
    }) => {
      await freshCartWithEvent(page, token);

      await page.goto('/Checkout');
      await expect.poll(() => page.getByLabel('Phone').isVisible()).toBe(true);
      await fillAttendeeDetails(page);
      await page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
      await page.getByRole('button', { name: 'Confirm Details' }).click();
      await expect.poll(() => page.getByRole('heading', { name: '2. Payment Details' }).isVisible()).toBe(true);

      await payWith(page, '4000 0000 0000 0002');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Payment failed: Your card was declined.');
      expect(await page.getByRole('button', { name: 'Confirm & Pay' }).isEnabled()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Confirm & Pay' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'));
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Booking confirmed' }).isVisible()).toBe(true);
    });
  });

  test('shows a visitor an empty cart and asks them to log in to check out', async ({ page }) => {
    await page.goto('/Cart');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your cart (0 items)');
    expect(await page.getByText('You do not have any bookings in your cart').isVisible()).toBe(true);
    const main = page.getByRole('main');
    for (const name of ['Log in', 'Events', 'Experiences'])
      expect(await main.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'checkout securely' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/Checkout');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Please log in to check out');
  });
});
