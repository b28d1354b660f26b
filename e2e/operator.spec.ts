import fs from 'node:fs';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { accessibilityViolations, staffInvite } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/operator';
fs.mkdirSync(SHOTS, { recursive: true });

const CONSOLE_PAGES = [
  ['/operator', 'Overview'],
  ['/operator/requests', 'Requests'],
  ['/operator/sign-ups', 'Sign-ups'],
  ['/operator/hosts', 'Hosts'],
  ['/operator/orders', 'Orders'],
  ['/operator/vouchers', 'Vouchers'],
  ['/operator/audit', 'Audit log'],
  ['/operator/jobs', 'Jobs'],
] as const;

test.describe("the operator's console", () => {
  test('lets a new member of staff set a password from the link, sign in on the normal login page and find the console', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const invite = staffInvite();
    const url = new URL(invite.link);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Cellar-Book-Keeper-77');
    await page.getByLabel('Confirm new password').fill('Cellar-Book-Keeper-77');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await page.goto('/login');
    await page.getByLabel('Username').fill(invite.username);
    await page.getByLabel('Password').fill('Cellar-Book-Keeper-77');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((current) => current.pathname === '/');
    // Staff buy nothing: no cart in the header; their account link is the console.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Console' }).click();
    await page.waitForURL((current) => current.pathname === '/operator');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(await nav.getByRole('link', { name: /Cart/ }).count()).toBe(0);
    // The dashboard of members and hosts leads staff to the console.
    await page.goto('/Mydashboard');
    await page.waitForURL((current) => current.pathname === '/operator');
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test.describe(() => {
      test.use({ viewport });
      test(`shows every console page with its navigation, and axe finds nothing (${name})`, async ({ page, staffToken: _ }) => {
        test.setTimeout(180_000);
        for (const [path, heading] of CONSOLE_PAGES) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await accessibilityViolations(page), path).toEqual([]);
          await page.screenshot({ path: `${SHOTS}/${path.slice(1).replaceAll('/', '-')}-${name}.png`, fullPage: true });
        }
      });
    });
  }

  test('keeps members out of the console, in the page and in the API', async ({ page, memberToken: token }) => {
    await page.goto('/operator/orders');
    await page.getByRole('heading', { name: 'Not available for your account' }).waitFor();
    const api = await page.request.get(OPERATOR_API_PATHS.orders, { headers: { authorization: `Token ${token}` } });
    expect(api.status()).toBe(403);
  });
});
