import type { Page } from '@playwright/test';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { accessibilityViolations, emptyCart, fillAttendeeDetails } from './support/browser.ts';
import { DESKTOP, PHONE, expect, test } from './support/fixtures.ts';

// The demo data's first event (apps/server/src/seed/demo-content.ts).
const EVENT_ID = 1;
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The places of the demo event anyone can still book, as its public page reads them. */
async function ticketsAvailable(page: Page): Promise<number> {
  const response = await page.request.get(apiPath(API_PATHS.catalog.event.item, { id: EVENT_ID }));
  return ((await response.json()) as { ticketsAvailable: number }).ticketsAvailable;
}

/** One ticket of the demo event in an empty cart, then the checkout up to its payment step. */
async function checkoutToPayment(page: Page, token: string) {
  await emptyCart(page, token);
  const added = await page.request.post(API_PATHS.cart.update, {
    headers: { authorization: `Token ${token}` },
    data: { productGroup: 'Events', productId: EVENT_ID, action: 'add', quantity: 1 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/Checkout');
  await expect.poll(() => page.getByLabel('Phone').isVisible()).toBe(true);
  await fillAttendeeDetails(page);
  await page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
  await page.getByRole('button', { name: 'Confirm Details' }).click();
  await expect.poll(() => page.getByRole('heading', { name: '2. Payment Details' }).isVisible()).toBe(true);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

async function payByDebit(page: Page, iban: string) {
  await page.getByRole('radio', { name: 'SEPA Direct Debit (test)' }).check();
  await page.getByLabel('IBAN').fill(iban);
  expect(await accessibilityViolations(page)).toEqual([]);
  await shoot(page, 'debit-form');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await page.waitForURL((url) => url.pathname === '/Checkout/payment');
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`paying by other methods at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a buyer pays through the test bank (a redirect, like iDEAL) and lands on the booking', async ({ page, memberToken }) => {
      await checkoutToPayment(page, memberToken);
      await page.getByRole('radio', { name: 'iDEAL (test bank)' }).check();
      expect(await accessibilityViolations(page)).toEqual([]);
      await shoot(page, 'redirect-choice');
      await page.getByRole('button', { name: 'Continue to your bank' }).click();

      await page.waitForURL((url) => url.pathname === API_PATHS.payments.testProviderBank);
      await expect.poll(() => page.getByRole('heading', { name: 'Test bank' }).isVisible()).toBe(true);
      expect(await page.getByText('100.70 EUR').isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shoot(page, 'test-bank');
      await page.getByRole('button', { name: 'Authorize test payment' }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'), { timeout: 30_000 });
      const confirmation = page.getByRole('status').filter({ hasText: 'Booking confirmed' });
      await expect.poll(() => confirmation.isVisible()).toBe(true);
      expect(await confirmation.innerText()).toMatch(/Booking confirmed: TRG-[A-Z2-9]{6}/);
    });

    test('a SEPA-like debit shows payment pending, then confirmed', async ({ page, memberToken }) => {
      await checkoutToPayment(page, memberToken);
      await payByDebit(page, 'DE89 3704 0044 0532 0130 00');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Payment pending' }).isVisible()).toBe(true);
      expect(await page.getByRole('status').filter({ hasText: 'Booking reference' }).innerText()).toMatch(/being processed by your bank/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shoot(page, 'debit-pending');

      // The test bank confirms the debit a few seconds later, through the same settlement as Stripe's webhook.
      await page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'), { timeout: 30_000 });
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Booking confirmed' }).isVisible()).toBe(true);
    });

    test('a debit that fails later shows payment failed, and the places go back', async ({ page, memberToken }) => {
      const before = await ticketsAvailable(page);
      await checkoutToPayment(page, memberToken);
      await payByDebit(page, 'DE62 3704 0044 0532 0130 01');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Payment pending' }).isVisible()).toBe(true);
      // Held while the bank decides, past any reservation time.
      await expect.poll(() => ticketsAvailable(page)).toBe(before - 1);

      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Payment failed' }).isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await page.getByRole('alert').innerText()).toMatch(/did not go through, and the places we were holding have been released/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shoot(page, 'debit-failed');
      await expect.poll(() => ticketsAvailable(page)).toBe(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
