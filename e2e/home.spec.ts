import type { Page, Request } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { accessibilityViolations, baseURL, reach } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const shownSlide = async (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute('aria-label');

test.describe('the testimonials carousel', () => {
  test('works with the keyboard: arrows, arrow keys and dots', async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    expect(await carousel.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(4);
    expect(await shownSlide(page)).toBe('1 of 4');

    await page.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('Enter');
    expect(await shownSlide(page)).toBe('2 of 4');
    // Only the shown slide is visible to a screen reader.
    expect(await page.getByRole('group', { name: '2 of 4' }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: '1 of 4' }).count()).toBe(0);
    // While focus is inside, the live region speaks the change.
    expect(await page.locator('.testimonials__slides').getAttribute('aria-live')).toBe('polite');

    await page.keyboard.press('ArrowRight');
    expect(await shownSlide(page)).toBe('3 of 4');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await shownSlide(page)).toBe('4 of 4');

    await page.getByRole('button', { name: 'Testimonial 2 of 4' }).focus();
    await page.keyboard.press('Space');
    expect(await shownSlide(page)).toBe('2 of 4');
    expect(await page.getByRole('button', { name: 'Testimonial 2 of 4' }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: 'Previous testimonial' }).focus();
    await page.keyboard.press('Enter');
    expect(await shownSlide(page)).toBe('1 of 4');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('turns by itself, and pauses on hover, on focus and on Pause', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.mouse.move(0, 0);
    expect(await shownSlide(page)).toBe('1 of 4');
    await page.clock.runFor(7_500);
    await expect.poll(() => shownSlide(page)).toBe('2 of 4');
    expect(await page.locator('.testimonials__slides').getAttribute('aria-live')).toBe('off');

    await page.locator('.testimonials__slides').hover();
    await page.clock.runFor(20_000);
    expect(await shownSlide(page)).toBe('2 of 4');
    await page.mouse.move(0, 0);

    await page.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.clock.runFor(20_000);
    expect(await shownSlide(page)).toBe('2 of 4');

    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.getByRole('link', { name: 'Plan my journey' }).focus();
    await page.clock.runFor(20_000);
    expect(await shownSlide(page)).toBe('2 of 4');
    await page.getByRole('button', { name: 'Play testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('link', { name: 'Plan my journey' }).focus();
    await page.clock.runFor(7_500);
    await expect.poll(() => shownSlide(page)).toBe('3 of 4');
  });

  test('stays still for a visitor who asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(30_000);
    expect(await shownSlide(page)).toBe('1 of 4');
    expect(await page.getByRole('button', { name: 'Pause testimonials' }).count()).toBe(0);
  });
});

test.describe('cookie consent', () => {
  test('stores the choice under trg_consent and lets the visitor change it from the footer', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('trg_consent') ?? 'null') as { thirdParty: boolean } | null);
    expect(await stored()).toMatchObject({ thirdParty: false });

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await banner.count()).toBe(0);

    // The footer hydrates as the visitor nears it; its button is disabled until then.
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await reach(page.getByRole('contentinfo'), settings);
    await settings.click();
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Your current choice: essential only');
    await banner.getByRole('button', { name: 'Accept all' }).click();
    expect(await stored()).toMatchObject({ thirdParty: true });
  });
});

test.describe('the champagne news', () => {
  const story = {
    title: 'Harvest begins in the Côte des Blancs',
    link: 'https://news.example/harvest',
    publishedAt: '2026-08-26T07:30:00.000Z',
    summary: 'Growers began picking on Monday.',
    imageUrl: 'https://images.example/harvest.jpg',
  };

  test('is hidden when the server has no stories', async ({ page }) => {
    await page.goto('/');
    // The news is read as the visitor nears it, below the request form.
    const read = page.waitForResponse((r) => new URL(r.url()).pathname === API_PATHS.champagneNews);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect((await read).status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'What our guests say' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Champagne news' }).count()).toBe(0);
  });

  test('shows the stories, and their pictures only after consent', async ({ page }) => {
    await page.route('**/api/news/champagne', (route) => route.fulfill({ json: { items: [story] } }));
    await page.route('https://images.example/**', (route) => route.fulfill({ status: 204 }));
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const news = page.getByRole('region', { name: 'Champagne news' });
    await expect.poll(() => news.isVisible()).toBe(true);
    expect(await news.getByRole('link', { name: /Harvest begins/ }).getAttribute('href')).toBe(story.link);
    expect(await news.textContent()).toContain('26 August 2026');
    expect(await news.locator('img').count()).toBe(0);
    await page.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => news.locator('img').count()).toBe(1);
    expect(await news.locator('img').getAttribute('src')).toBe(story.imageUrl);
  });
});

test.describe('page views', () => {
  test('records a page view on start and on each route change, without cookies', async ({ page }) => {
    const views: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.pageView) views.push(request);
    });
    await page.goto('/');
    await expect.poll(() => views.length).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
    await expect.poll(() => views.length).toBe(2);
    expect(views.map((view) => view.postDataJSON())).toEqual([
      { path: '/', referrer: null },
      { path: '/Journal', referrer: `${new URL(page.url()).origin}/` },
    ]);
    const headers = await views[1]!.allHeaders();
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });
});

test.describe('the service worker', () => {
  test('takes control, and shows the offline page for a page load without a connection', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    await context.setOffline(true);
    await page.goto('/Journal');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
    await context.setOffline(false);
    await page.goto('/Journal');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Journal');
    // API answers are never cached by the worker.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((path) => path.startsWith('/api'))).toBe(false);
  });
});

test.describe('finding something to book from the home page', () => {
  interface Card {
    slug: string;
    date: string | null;
    time: string | null;
  }
  const listing = async (kind: 'events' | 'experiences') =>
    ((await (await fetch(`${baseURL()}/api/${kind}`)).json()) as { results: Card[] }).results;

  test('sends links to /Events and /Experiences and the soonest item in the server’s HTML', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root.match(/href="\/Events"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(root.match(/href="\/Experiences"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const key = (card: Card) => `${card.date ?? '9999-12-31'} ${card.time ?? '23:59'}`;
    const events = (await listing('events')).map((card) => ({ ...card, path: `/Events/${card.slug}` }));
    const experiences = (await listing('experiences')).map((card) => ({ ...card, path: `/Experiences/${card.slug}` }));
    const [soonest] = [...events, ...experiences].sort((a, b) => key(a).localeCompare(key(b)));
    if (!soonest) throw new Error('the demo data has nothing on sale');
    expect(root).toContain('Coming up soon');
    expect(root).toContain(`href="${soonest.path}"`);
  });

  for (const width of [390, 1280]) {
    test.describe(() => {
      test.use({ viewport: { width, height: 900 } });
      test(`leads a visitor at ${width} px from the hero to the events and from the strip to an item`, async ({ page }) => {
        await page.goto('/');
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.getByRole('link', { name: 'Find an event' }).click();
        await page.waitForURL((url) => url.pathname === '/Events');
        await page.locator('.item-card').first().waitFor();
        await page.goto('/');
        const strip = page.getByRole('region', { name: 'Coming up soon' });
        await strip.locator('.item-card a').first().click();
        await page.waitForURL((url) => /^\/(Events|Experiences)\/.+/.test(url.pathname));
        await page.locator('.booking-panel').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
});
