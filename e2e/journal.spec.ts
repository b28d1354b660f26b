import { accessibilityViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('the journal', () => {
  test('lists posts as cards and reads a post, then goes back', async ({ page }) => {
    await page.goto('/Journal');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Journal');
    const card = page.getByRole('article').filter({ hasText: 'Down the Rhône, one terrace at a time' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Travel');
    expect(await card.textContent()).toContain('14 October 2025');
    expect(await card.textContent()).toContain('Three days from Côte-Rôtie');
    // Images have their size before they load, so nothing shifts.
    expect(await card.locator('img').getAttribute('width')).toBe('1200');
    // No stand-ins: every post is written.
    expect(await page.getByText('Placeholder', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/Placeholder post/).count()).toBe(0);
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
  });

  for (const width of [390, 1280]) {
    test.describe(() => {
      test.use({ viewport: { width, height: 900 } });
      test(`reads the glossary and the harvest diary at ${width} px: artwork sized and described, links to what they speak of that lead somewhere`, async ({
        page,
      }) => {
        for (const post of [
          {
            slug: 'oeno-pedia-glossary',
            title: 'Oeno-Pedia: wine words, from assemblage to tannin',
            heading: 'A to C',
            term: 'Malolactic conversion.',
            image: /notebook of wine words/,
          },
          {
            slug: 'harvest-diary',
            title: 'A harvest diary: eight days of the vendemmia in Chianti Classico',
            heading: 'Day five: the sorting table',
            term: undefined,
            image: /Rows of vines on Tuscan hills/,
          },
        ]) {
          await page.goto(`/Journal/${post.slug}`);
          await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
          expect(await page.getByRole('heading', { level: 2, name: post.heading }).isVisible()).toBe(true);
          if (post.term) expect(await page.locator('strong', { hasText: post.term }).count()).toBe(1);
          const image = page.getByRole('img', { name: post.image });
          expect(await image.getAttribute('width')).toBe('1200');
          expect(await image.getAttribute('height')).toBe('675');
          expect((await page.request.get((await image.getAttribute('src')) ?? '')).headers()['content-type']).toContain('image/svg+xml');
          const article = page.getByRole('article');
          expect(await article.textContent()).not.toMatch(/placeholder/i);
          // Links to the listings it speaks of, after the post, and in the text; every one answers a page.
          const related = page.getByRole('region', { name: 'Book what you have read about' });
          expect(await related.getByRole('link').count()).toBeGreaterThan(0);
          const hrefs = await article.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          expect(hrefs.some((href) => href.startsWith('/Experiences') || href.startsWith('/Events'))).toBe(true);
          for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          expect(await accessibilityViolations(page)).toEqual([]);
        }
      });
    });
  }

  test('shows a not-found state for an unknown post', async ({ page }) => {
    await page.goto('/Journal/no-such-post');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('We could not find that post');
    expect(await page.getByRole('link', { name: 'See all journal posts' }).getAttribute('href')).toBe('/Journal');
  });
});

test.describe('the privacy policy', () => {
  test('is linked as Terms & Conditions and states the 5-year retention of transaction records', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.waitForURL((url) => url.pathname === '/PrivacyPolicy');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Privacy Policy');
    expect(await page.getByRole('main').textContent()).toContain('Transaction records are retained for up to 5 years');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
