import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/accounts';
fs.mkdirSync(SHOTS, { recursive: true });

/** Every path the page asks the API for, from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`the dashboards (${name})`, () => {
    test.use({ viewport });

    test("shows a host this month's sales, what is on sale, drafts and a weekly chart, and the host's pages never call the cart", async ({
      page,
      hostToken: _,
    }) => {
      test.setTimeout(180_000);
      const calls = recordApiCalls(page);

      await page.goto('/Mydashboard');
      await page.getByRole('heading', { name: /^This month/ }).waitFor();
      await page.getByRole('heading', { name: 'On sale' }).waitFor();
      const chart = page.getByRole('table', { name: /Tickets sold by week/ });
      await chart.waitFor();
      expect(await chart.getByRole('row').count()).toBe(9);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/host-dashboard-${name}.png`, fullPage: true });

      // The pages a host opens: none calls the cart, and the header has no Cart link.
      for (const path of ['/', '/Events', '/Experiences', '/Mydashboard/events', '/Journal']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
      }
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('link', { name: 'My account' }).waitFor();
      expect(await nav.getByRole('link', { name: /Cart/ }).count()).toBe(0);
      expect(calls.filter((path) => path.startsWith('/api/cart'))).toEqual([]);
      expect(calls.length).toBeGreaterThan(0);
    });

    test('shows a member their next booking and what is waiting', async ({ page, memberToken: _ }) => {
      await page.goto('/Mydashboard');
      const next = page.getByRole('region', { name: 'Your next booking' });
      await next.waitFor();
      await page.getByRole('region', { name: 'Waiting for you' }).waitFor();
      await expect.poll(() => next.textContent()).toMatch(/ticket|Nothing booked yet/);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/member-dashboard-${name}.png`, fullPage: true });
      // A member keeps the Cart link.
      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }).waitFor();
    });
  });
}
