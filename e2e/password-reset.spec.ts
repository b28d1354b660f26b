import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { accessibilityViolations } from './support/browser.ts';
import { sentMailTo } from './support/mail.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/accounts';
fs.mkdirSync(SHOTS, { recursive: true });

const OLD_PASSWORD = 'First-Press-Of-Autumn';
const NEW_PASSWORD = 'Second-Press-Of-Spring';

/** A new member, registered through the API as the register form does; answers the account and its token. */
async function registerMember(page: Page) {
  const username = `reset_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const { csrftoken } = (await (await page.request.get(API_PATHS.csrf)).json()) as { csrftoken: string };
  const response = await page.request.post(API_PATHS.register, {
    headers: { 'x-csrftoken': csrftoken },
    data: {
      username,
      email,
      password: OLD_PASSWORD,
      password2: OLD_PASSWORD,
      first_name: 'Odile',
      last_name: 'Marchand',
      registrationType: 'mbr',
    },
  });
  if (!response.ok()) throw new Error(`registration answered ${response.status()}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { username, email, token };
}

async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await sentMailTo(email);
        link = mails.at(-1)?.match(/https?:\/\/[^\s"<>]+\/ResetPassword\?token=[0-9a-f]{64}/)?.[0];
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`a member who forgot their password (${name})`, () => {
    test.use({ viewport });

    // A long journey (five axe runs) on a machine that may be busy.
    test('asks for a link from the login page, chooses a new password, is signed out elsewhere and logs in with it', async ({ page }) => {
      test.setTimeout(180_000);
      const account = await registerMember(page);

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL((url) => url.pathname === '/ForgotPassword');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Forgot your password?');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/forgot-password-${name}.png`, fullPage: true });

      // Checked in the browser first.
      await page.getByRole('button', { name: 'Send me a reset link' }).click();
      await page.getByText('Please enter your username or email address').waitFor();

      await page.getByLabel('Username or email address').fill(account.email);
      await page.getByRole('button', { name: 'Send me a reset link' }).click();
      await page
        .getByRole('status')
        .getByText(/If an account matches what you entered/)
        .waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/forgot-password-sent-${name}.png`, fullPage: true });

      const link = await resetLinkFor(account.email);
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose a new password');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/reset-password-${name}.png`, fullPage: true });

      // The registration's rules hold.
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('short');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText('Please choose a password of at least 10 characters').waitFor();

      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText('Your password has been changed.').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/reset-password-done-${name}.png`, fullPage: true });

      // The session opened at registration has ended.
      const old = await page.request.get(API_PATHS.user, { headers: { authorization: `Token ${account.token}` } });
      expect(old.status()).toBe(401);

      // The link works once.
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByLabel('New password', { exact: true }).fill('Third-Press-Of-Summer');
      await page.getByLabel('Confirm new password').fill('Third-Press-Of-Summer');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText(/This reset link is not valid any more/).waitFor();

      await page.goto('/login');
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((current) => current.pathname === '/');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    });
  });
}
