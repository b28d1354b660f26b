import { accessibilityViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('site shell', () => {
  test('shows the navigation, the footer and the home page to a visitor', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Journal' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Cart 0 items', exact: true }).isVisible()).toBe(true);
    // Events and Experiences are linked for every visitor (issue 31, decision 0031; the spec showed them signed in only).
    expect(await nav.getByRole('link', { name: 'Events', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Experiences', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('vineyards');
    expect(await page.getByRole('heading', { name: 'Services' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').textContent()).toContain('a limited company');
    expect(await page.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/PrivacyPolicy');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('shows the 404 page for an unknown path, which is case-sensitive', async ({ page }) => {
    const response = await page.goto('/Nope');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This bottle is not in our cellar');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('sends a visitor from a private page to the login page, remembering where they were', async ({ page }) => {
    await page.goto('/Mydashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/Mydashboard');
  });

  test.describe(() => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('opens and closes the menu with the keyboard on a 360 px phone', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
});
