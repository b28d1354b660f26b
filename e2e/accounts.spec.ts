import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { accessibilityViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const PASSWORD = 'Cellar-Door-At-Dusk';

async function fillRegistration(page: Page, account: { username: string; password: string; type: 'Member' | 'Professional' }) {
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill("D'Aubigny");
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(`${account.username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel(account.type).check();
}

const row = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const rowValue = (page: Page, label: string) => row(page, label).locator('.profile-row__value').textContent();

async function logout(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test.describe('accounts and profiles', () => {
  test('registers a member, logs out and in again, edits the profile and uploads a picture', async ({ page }) => {
    const username = `e2e_${randomBytes(4).toString('hex')}`;

    await page.goto('/Register');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Register Account');
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Checked in the browser first (its rules load with the first submit) ...
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.register) registrations.push(request.method());
    });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please provide your first name').waitFor();
    expect(registrations).toEqual([]);
    // ... and by the server, which knows the common passwords.
    await fillRegistration(page, { username, password: 'Sunshine2024!', type: 'Member' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('This password is too common').isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/Mydashboard');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome, Camille');
    const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
    for (const label of ['My Profile', 'My Events', 'My Experiences', 'My Cellar']) {
      expect(await dashboardNav.getByRole('link', { name: label }).isVisible()).toBe(true);
    }

    await logout(page);

    // A private page sends the visitor to log in, and back there afterwards.
    await page.goto('/Mydashboard/MyProfile');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByText('join the waiting list through the stay-in-touch form').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'register an account' }).getAttribute('href')).toContain('/Register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('Not-My-Password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Unable to log in with the username and password provided.');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/Mydashboard/MyProfile');

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Personal Details');
    expect(await page.getByText('Update your information and how it is used').isVisible()).toBe(true);
    await expect.poll(() => rowValue(page, 'Name')).toBe("Camille D'Aubigny");
    for (const label of ['Title', 'Name', 'Email', 'Phone Number', 'Date of Birth', 'Gender', 'Address']) {
      expect(
        await row(page, label)
          .getByRole('button', { name: `Edit ${label}` })
          .isVisible(),
      ).toBe(true);
    }

    // Title
    await page.getByRole('button', { name: 'Edit Title' }).click();
    await row(page, 'Title').getByLabel('Title').selectOption('Dr');
    await row(page, 'Title').getByRole('button', { name: 'Save Title' }).click();
    await expect.poll(() => rowValue(page, 'Title')).toBe('Dr');

    // Phone number: calling code and number
    await page.getByRole('button', { name: 'Edit Phone Number' }).click();
    await row(page, 'Phone Number').getByLabel('Calling code').selectOption('+33');
    await row(page, 'Phone Number').getByLabel('Phone number').fill('06 12 34 56 78');
    await row(page, 'Phone Number').getByRole('button', { name: 'Save Phone Number' }).click();
    await expect.poll(() => rowValue(page, 'Phone Number')).toBe('+33 6 12 34 56 78');

    // A date of birth in the future is refused, and Cancel discards it.
    await page.getByRole('button', { name: 'Edit Date of Birth' }).click();
    await row(page, 'Date of Birth').getByLabel('Date of birth').fill('2999-01-01');
    await row(page, 'Date of Birth').getByRole('button', { name: 'Save Date of Birth' }).click();
    expect(await row(page, 'Date of Birth').getByText('Please enter your date of birth as a date in the past').isVisible()).toBe(true);
    await row(page, 'Date of Birth').getByRole('button', { name: 'Cancel editing Date of Birth' }).click();
    expect(await rowValue(page, 'Date of Birth')).toBe('Not given');

    // The picture
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 320;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#5b1a2e';
      context.fillRect(0, 0, 320, 320);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await page.getByLabel('Upload a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect.poll(() => picture.getAttribute('src'), { timeout: 15_000 }).toMatch(/^\/media\/[0-9a-f]{24}\/640\.webp$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

    // What was saved is what the server now holds.
    await page.reload();
    await expect.poll(() => rowValue(page, 'Title')).toBe('Dr');
    expect(await rowValue(page, 'Phone Number')).toBe('+33 6 12 34 56 78');
    expect(await page.getByRole('img', { name: 'Your profile picture' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await logout(page);
  });

  test.describe(() => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('registers a professional on a phone, who sees the business menu and Business Details', async ({ page }) => {
      const username = `e2e_host_${randomBytes(4).toString('hex')}`;
      await page.goto('/Register');
      await fillRegistration(page, { username, password: PASSWORD, type: 'Professional' });
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL((url) => url.pathname === '/Mydashboard');

      const toggle = page.getByRole('button', { name: /^Dashboard menu/ });
      const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
      expect(await dashboardNav.getByRole('link', { name: 'View business profile' }).isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      for (const label of [
        'View business profile',
        'create event',
        'create experiences',
        'create wine list',
        'Manage my events',
        'Manage my experiences',
        'Manage my wine lists',
        'Payouts',
        'Reviews',
      ]) {
        await expect.poll(() => dashboardNav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
      }
      expect(await dashboardNav.getByRole('link', { name: 'My Profile' }).count()).toBe(0);
      expect(await dashboardNav.getByRole('link', { name: 'My Cellar' }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await dashboardNav.getByRole('button', { name: 'Close' }).click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => dashboardNav.getByRole('link', { name: 'View business profile' }).isVisible()).toBe(false);

      // Escape closes it too; a followed link closes it and opens the page.
      await toggle.click();
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await dashboardNav.getByRole('link', { name: 'View business profile' }).click();
      await page.waitForURL((url) => url.pathname === '/Mydashboard/business-profile');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Details');
      for (const label of ['Business Name', 'Business Bio', 'Business Type', 'Contact', 'Title', 'Email', 'Phone Number', 'Address']) {
        await expect.poll(() => row(page, label).isVisible()).toBe(true);
      }
      expect(await row(page, 'Email').textContent()).toContain('only for necessary correspondence');
      expect(await row(page, 'Phone Number').textContent()).toContain('We never pass it on');

      await page.getByRole('button', { name: 'Edit Business Type' }).click();
      await row(page, 'Business Type').getByLabel('Business type').selectOption('Wine Bar');
      await row(page, 'Business Type').getByRole('button', { name: 'Save Business Type' }).click();
      await expect.poll(() => rowValue(page, 'Business Type')).toBe('Wine Bar');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  test('sends a signed-in visitor from /login to /, and older dashboard paths to their pages', async ({ page, hostToken: _ }) => {
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/Mydashboard/BusinessProfile');
    await page.waitForURL((url) => url.pathname === '/Mydashboard/business-profile');
    await expect.poll(() => rowValue(page, 'Business Name')).toBe('Domaine Vasseur');
    await page.goto('/Mydashboard/PastEvents');
    await page.waitForURL((url) => url.pathname === '/Mydashboard/events');
    await expect.poll(() => page.getByRole('region', { name: 'My Events' }).isVisible()).toBe(true);
  });

  test('keeps business pages from members', async ({ page, memberToken: _ }) => {
    await page.goto('/Mydashboard/business-profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not available for your account');
  });
});
