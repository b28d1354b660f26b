import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations, launchBrowser, newPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('the journal', () => {
  it('lists posts as cards and reads a post, then goes back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/Journal');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Journal');
    const card = page.getByRole('article').filter({ hasText: 'Down the Rhône, one terrace at a time' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Travel');
    expect(await card.textContent()).toContain('14 October 2025');
    expect(await card.textContent()).toContain('Three days from Côte-Rôtie');
    // Images have their size before they load, so nothing shifts.
    expect(await card.locator('img').getAttribute('width')).toBe('1200');
    expect(await page.getByText('Placeholder', { exact: true }).count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Down the Rhône, one terrace at a time' }).click();
    await page.waitForURL((url) => url.pathname === '/Journal/rhone-valley-tour');
    const article = page.getByRole('article');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Down the Rhône, one terrace at a time');
    expect(await article.textContent()).toContain('Travel');
    expect(await page.getByRole('img', { name: /Terraced vineyards/ }).isVisible()).toBe(true);
    // Simple markup is rendered as elements: subheadings, emphasis, bold.
    expect(await page.getByRole('heading', { level: 2, name: 'Day two: the hill of Hermitage' }).isVisible()).toBe(true);
    expect(await article.locator('strong', { hasText: 'Good to know:' }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Hashtags' }).textContent()).toContain('#Hermitage');
    expect(await page.getByRole('heading', { name: 'Real Beats' }).isVisible()).toBe(true);
    const audio = page.locator('audio');
    expect(await audio.getAttribute('src')).toBe('/journal/audio/rhone-valley-tour.wav');
    // The clip is served and is audio.
    const clip = await page.request.get('/journal/audio/rhone-valley-tour.wav');
    expect(clip.headers()['content-type']).toContain('audio/');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the journal' }).click();
    await page.waitForURL((url) => url.pathname === '/Journal');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Journal');
    await context.close();
  });

  it('shows a not-found state for an unknown post', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/Journal/no-such-post');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('We could not find that post');
    expect(await page.getByRole('link', { name: 'See all journal posts' }).getAttribute('href')).toBe('/Journal');
    await context.close();
  });
});

describe('the privacy policy', () => {
  it('is linked as Terms & Conditions and states the 5-year retention of transaction records', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.waitForURL((url) => url.pathname === '/PrivacyPolicy');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Privacy Policy');
    expect(await page.getByRole('main').textContent()).toContain('Transaction records are retained for up to 5 years');
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
