import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { accessibilityViolations, baseURL, fillAttendeeDetails, loginAs, payWith, staffAccount } from './support/browser.ts';
import { expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/operator-vouchers';
fs.mkdirSync(SHOTS, { recursive: true });

// The demo data's first event (apps/server/src/seed/demo-content.ts): €95.00 a ticket.
const EVENT_ID = 1;
const EVENT_TITLE = 'Northern Rhone Syrah Dinner';

/** A member registered for this journey, signed in on the page (so the demo member's bookings stay as they are). */
async function registerMember(page: Page): Promise<string> {
  await page.goto('/');
  await page.request.get(API_PATHS.csrf);
  const csrf = (await page.context().cookies(baseURL())).find((c) => c.name === 'csrftoken')?.value ?? '';
  const username = `voucher_${randomBytes(3).toString('hex')}`;
  const response = await page.request.post(API_PATHS.register, {
    headers: { 'X-CSRFToken': csrf },
    data: {
      username,
      email: `${username}@example.com`,
      password: 'Barrel-Aged-Riesling',
      password2: 'Barrel-Aged-Riesling',
      first_name: 'Colette',
      last_name: 'Marchand',
      registrationType: 'mbr',
    },
  });
  if (!response.ok()) throw new Error(`registering failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

/** Elements that stick out past the page's right edge (outside a sideways-scrolling table): none on a phone. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => !element.closest('.operator-table-wrap') && element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .concat(
        document.documentElement.scrollWidth > window.innerWidth ? [`the page is ${document.documentElement.scrollWidth} px wide`] : [],
      ),
  );

test.describe("the operator's vouchers", () => {
  test('staff create a voucher, a member pays with it at checkout, and staff see the redemption and the audit entry', async ({
    newPage,
  }) => {
    test.setTimeout(300_000);
    const code = `SPRING${randomBytes(2).toString('hex').toUpperCase()}`;

    // Staff create 15% off, at most 5 uses.
    const staff = await newPage();
    await loginAs(staff.page, staffAccount());
    await staff.page.goto('/operator/vouchers');
    await staff.page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await staff.page.getByRole('button', { name: 'New voucher' }).click();
    const form = staff.page.getByRole('form', { name: 'New voucher' });
    // The form checks with the contract's rules before sending.
    await form.getByLabel('Code').fill('x');
    await form.getByRole('button', { name: 'Create voucher' }).click();
    await expect.poll(() => form.getByText('The code must be 3 to 40 letters, digits, - or _.').isVisible()).toBe(true);
    await expect.poll(() => form.getByText('The percentage must be a whole number from 1 to 100.').isVisible()).toBe(true);
    expect(await accessibilityViolations(staff.page)).toEqual([]);
    await staff.page.screenshot({ path: `${SHOTS}/new-voucher-1280.png`, fullPage: true });

    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('A percentage off').check();
    await form.getByLabel('Percentage off', { exact: true }).fill('15');
    await form.getByLabel('Usage limit').fill('5');
    await form.getByLabel('Description').fill('Spring newsletter');
    await form.getByRole('button', { name: 'Create voucher' }).click();
    await expect
      .poll(() => staff.page.getByRole('status').filter({ hasText: code }).textContent())
      .toBe(`Voucher ${code} created: 15% off.`);
    const row = staff.page.getByRole('row').filter({ has: staff.page.getByRole('link', { name: code }) });
    await expect.poll(() => row.innerText()).toMatch(/15% off\s+All items\s+Any time\s+0 of 5 paid\s+Active/);
    expect(await accessibilityViolations(staff.page)).toEqual([]);
    await staff.page.screenshot({ path: `${SHOTS}/vouchers-1280.png`, fullPage: true });

    // A member applies it in the cart and pays at checkout.
    const buyer = await newPage();
    const token = await registerMember(buyer.page);
    const added = await buyer.page.request.post(API_PATHS.cart.update, {
      headers: { authorization: `Token ${token}` },
      data: { productGroup: 'Events', productId: EVENT_ID, action: 'add', quantity: 1 },
    });
    expect(added.status()).toBe(200);
    await buyer.page.goto('/Cart');
    await buyer.page.getByLabel('Voucher code').fill(code.toLowerCase());
    await buyer.page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => buyer.page.getByRole('status').filter({ hasText: 'Voucher' }).textContent())
      .toBe(`Voucher ${code} applied: 15% off.`);
    // €95.00 less 15% (€14.25), with the fee €4.75 and VAT €0.95.
    expect(await buyer.page.locator('.order-totals').innerText()).toMatch(
      new RegExp(`Discount \\(${code}\\)\\s+-€14\\.25[\\s\\S]*Total\\s+€86\\.45`),
    );
    await buyer.page.getByRole('link', { name: 'checkout securely' }).click();
    await buyer.page.waitForURL((url) => url.pathname === '/Checkout');
    await expect.poll(() => buyer.page.getByRole('heading', { name: '1. Attendee Details' }).isVisible()).toBe(true);
    await fillAttendeeDetails(buyer.page);
    await buyer.page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
    await buyer.page.getByRole('button', { name: 'Confirm Details' }).click();
    await expect.poll(() => buyer.page.getByRole('heading', { name: '2. Payment Details' }).isVisible()).toBe(true);
    expect(await buyer.page.locator('.checkout__summary').innerText()).toMatch(new RegExp(`${EVENT_TITLE} × 1[\\s\\S]*Total\\s+€86\\.45`));
    await payWith(buyer.page, '4242 4242 4242 4242');
    await buyer.page.waitForURL((url) => url.pathname.startsWith('/Mydashboard/MyEvents/'));
    const confirmation = buyer.page.getByRole('status').filter({ hasText: 'Booking confirmed' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    const reference = /TRG-[A-Z2-9]{6}/.exec(await confirmation.innerText())?.[0];
    expect(reference).toBeTruthy();
    await buyer.context.close();

    // Staff see the redemption on the voucher's page.
    await staff.page.reload();
    await staff.page.getByRole('link', { name: code }).click();
    await staff.page.waitForURL((url) => /^\/operator\/vouchers\/\d+$/.test(url.pathname));
    const redemption = staff.page
      .getByRole('region', { name: 'Redemptions' })
      .getByRole('row')
      .filter({ hasText: reference ?? 'none' });
    await expect.poll(() => redemption.innerText()).toMatch(/Colette Marchand[\s\S]*€14\.25\s+paid/);
    await expect.poll(() => staff.page.getByText('1 paid, 1 counting towards the limit').isVisible()).toBe(true);
    expect(await accessibilityViolations(staff.page)).toEqual([]);
    await staff.page.screenshot({ path: `${SHOTS}/voucher-1280.png`, fullPage: true });
    // What it gives is fixed now: the edit form says so and keeps the percentage read-only.
    await staff.page.getByRole('button', { name: 'Edit' }).click();
    const edit = staff.page.getByRole('form', { name: `Edit voucher ${code}` });
    await expect
      .poll(() => edit.getByText('An order has paid with this voucher, so what it gives and its item are fixed.').isVisible())
      .toBe(true);
    expect(await edit.getByLabel('Percentage off', { exact: true }).isDisabled()).toBe(true);
    await edit.getByLabel('Usage limit').fill('6');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => staff.page.getByRole('status').filter({ hasText: 'saved' }).textContent()).toBe(`Voucher ${code} saved.`);

    // The audit log lists the creation, with its before and after.
    await staff.page.goto('/operator/audit');
    await staff.page.getByLabel('Action').fill('voucher.create');
    await staff.page.getByLabel('Search', { exact: true }).fill(code);
    await staff.page.getByRole('button', { name: 'Search' }).click();
    const entry = staff.page.getByRole('row').filter({ hasText: `Created voucher ${code}: 15% off.` });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.getByRole('link', { name: /^voucher \d+$/ }).getAttribute('href')).toMatch(/^\/operator\/vouchers\/\d+$/);
    await entry.getByText('Before and after').click();
    // A creation has no before: its after is shown whole.
    await expect.poll(() => entry.locator('pre').innerText()).toMatch(/"maxRedemptions": 5/);
    expect(await accessibilityViolations(staff.page)).toEqual([]);
    await staff.page.screenshot({ path: `${SHOTS}/audit-1280.png`, fullPage: true });
    await staff.context.close();
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('reads well on a phone: vouchers, a voucher and the audit log, and axe finds nothing', async ({ page, staffToken: _ }) => {
      test.setTimeout(180_000);
      await page.goto('/operator/vouchers');
      await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
      await page.getByRole('link', { name: 'WELCOME10' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      // The page itself does not scroll sideways; the table does, in its region.
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/vouchers-390.png`, fullPage: true });
      await page.getByRole('button', { name: 'New voucher' }).click();
      await page.getByRole('form', { name: 'New voucher' }).getByLabel('A fixed amount off').check();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/new-voucher-390.png`, fullPage: true });
      await page.getByRole('link', { name: 'WELCOME10' }).click();
      await page.getByRole('heading', { level: 2, name: /WELCOME10/ }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/voucher-390.png`, fullPage: true });
      await page.goto('/operator/audit');
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await page.getByRole('region', { name: 'Audit entries' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
    });
  });
});
