import fs from 'node:fs';
import { paths } from '@trg/contract/paths';
import { accessibilityViolations } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/host-payouts';
fs.mkdirSync(SHOTS, { recursive: true });

// The demo host (DEMO_PROFESSIONAL) has the standard example French IBAN and a sale in pounds this month (seed).
test.describe("the host's payouts", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the demo host saves bank details and prints this month's statement (${viewport.width} px)`, async ({ page, hostToken: _ }) => {
      await page.setViewportSize(viewport);
      await page.goto(paths.hostPayouts);
      await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
      const iban = page.getByRole('textbox', { name: 'IBAN' });
      await expect(iban).toHaveValue('FR14 2004 1010 0505 0001 3M02 606');

      // A mistyped IBAN is refused in the browser, by the field.
      await iban.fill('FR14 2004 1010 0505 0001 3M02 607');
      await page.getByRole('button', { name: 'Save bank details' }).click();
      await expect(iban).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(/check digits do not match/)).toBeVisible();

      await iban.fill('FR14 2004 1010 0505 0001 3M02 606');
      await page.getByRole('textbox', { name: 'Account holder' }).fill('Domaine Vasseur SARL');
      await page.getByRole('button', { name: 'Save bank details' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Bank details saved.' })).toBeVisible();
      // At the top again: the sticky header would cover the menu's toggle scrolled under it (axe's target size).
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/payouts-${viewport.width}.png`, fullPage: true });

      const month = new Date().toISOString().slice(0, 7);
      await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue(month);
      await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download CSV' }).click();
      expect((await download).suggestedFilename()).toBe(`statement-${month}-GBP.csv`);

      await page.getByRole('link', { name: 'Printable statement' }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.hostStatement}\\?month=${month}&currency=GBP$`));
      await expect(page.getByRole('heading', { level: 1, name: /^Statement for .* \(GBP\)$/ })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('rowheader', { name: 'Opening balance' })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'Closing balance' })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: 'Sale' }).first()).toContainText(/F-\d{6}/);
      await expect(table).toContainText('£');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/statement-${viewport.width}.png`, fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
      await expect(page.locator('.site-header')).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/statement-print-${viewport.width}.png`, fullPage: true });
    });
  }
});
