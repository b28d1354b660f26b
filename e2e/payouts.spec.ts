import fs from 'node:fs';
import { operatorPaths } from '@trg/contract/operator-paths';
import { accessibilityViolations } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/payouts';
fs.mkdirSync(SHOTS, { recursive: true });

// The demo host's bookings are in the books (seed): a balance in pounds, not yet payable (the item ended less than
// PAYOUT_HOLD_DAYS ago, or is still to come), so no payout can run on the demo data alone (decision 0030, Not done).
test.describe("the console's payouts", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`staff see each host's balance, the batches and the disputes (${viewport.width} px)`, async ({ page, staffToken: _ }) => {
      await page.setViewportSize(viewport);
      await page.goto(operatorPaths.payouts);
      await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
      const balances = page.getByRole('table', { name: 'Balances per host and currency' });
      await expect(balances.getByRole('row', { name: /Domaine Vasseur/ }).first()).toContainText('£');
      await expect(page.getByText('No payout batch has been run yet.')).toBeVisible();
      await expect(page.getByText('No payment has been disputed.')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/payouts-${viewport.width}.png`, fullPage: true });
    });
  }
});
