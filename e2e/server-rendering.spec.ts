import { API_PATHS, hostPaths } from '@trg/contract/api-paths';
import { JOURNAL_POSTS } from '@trg/contract/journal-posts';
import { baseURL, DEMO_MEMBER, DEMO_PROFESSIONAL, loginAs, reach } from './support/browser.ts';
import { expect, PHONE, test } from './support/fixtures.ts';

/*
 * The public pages as a search engine, a link preview or a phone before its scripts run sees them: the server's
 * own HTML. Then the same pages in Chromium, hydrating without an error, a warning or a second fetch.
 */

interface Listed {
  id: number;
  slug: string;
  eventTitle?: string;
  experienceTitle?: string;
  allInPrice: string;
  currency: string;
}

const get = (path: string, init: RequestInit = {}) => fetch(`${baseURL()}${path}`, { redirect: 'manual', ...init });
const firstOf = async (kind: 'events' | 'experiences') => {
  const listing = (await (await get(`/api/${kind}`)).json()) as { results: Listed[] };
  const first = listing.results[0];
  if (!first) throw new Error(`the demo data has no ${kind}`);
  return first;
};

const article = JOURNAL_POSTS.find((post) => !post.placeholder)!;

/** The parts of a page's server HTML the tests read. */
function parse(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    h1: /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(root)?.[1]
      ?.replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ''),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
    /** Scripts the browser would run from the page itself: none may exist under the CSP. */
    inlineScripts: [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g)].length,
  };
}

const unescape = (text: string | undefined) =>
  text
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

test.describe('the server sends each public page ready to read', () => {
  test('every public page has its heading, title, description, canonical URL and Open Graph tags, and no inline script', async () => {
    const event = await firstOf('events');
    const experience = await firstOf('experiences');
    const pages = [
      {
        path: '/',
        h1: 'Europe’s vineyards, planned around you',
        title: 'The Real Grape: Tailor-made wine holidays, events and experiences in Europe',
      },
      { path: '/Journal', h1: 'Journal', title: 'Journal | The Real Grape' },
      { path: `/Journal/${article.slug}`, h1: article.title, title: `${article.title} | The Real Grape` },
      {
        path: '/PrivacyPolicy',
        h1: 'Terms & Conditions and Privacy Policy',
        title: 'Terms & Conditions and Privacy Policy | The Real Grape',
      },
      { path: '/Events', h1: undefined, title: 'Events | The Real Grape' },
      { path: '/Experiences', h1: undefined, title: 'Experiences | The Real Grape' },
      { path: `/Events/${event.slug}`, h1: event.eventTitle, title: `${event.eventTitle} | The Real Grape` },
      {
        path: `/Experiences/${experience.slug}`,
        h1: experience.experienceTitle ?? experience.eventTitle,
        title: `${experience.experienceTitle ?? experience.eventTitle} | The Real Grape`,
      },
      { path: '/login', h1: 'Login', title: 'Login | The Real Grape' },
      { path: '/Register', h1: 'Register Account', title: 'Register Account | The Real Grape' },
    ];
    for (const page of pages) {
      const response = await get(page.path);
      expect(response.status, page.path).toBe(200);
      const html = parse(await response.text());
      expect(unescape(html.title), page.path).toBe(page.title);
      expect(html.titles, page.path).toBe(1);
      if (page.h1) expect(unescape(html.h1), page.path).toBe(page.h1);
      else expect(html.h1, page.path).toBeTruthy();
      expect(html.description?.length, page.path).toBeGreaterThan(20);
      expect(html.canonical, page.path).toBe(`${baseURL()}${page.path}`);
      expect(unescape(html.ogTitle), page.path).toBe(page.title);
      expect(html.ogDescription, page.path).toBe(html.description);
      expect(html.ogUrl, page.path).toBe(html.canonical);
      expect(html.inlineScripts, page.path).toBe(0);
    }
  });

  test('the event page carries valid schema.org Event data whose price is the API’s all-in price', async () => {
    const listed = await firstOf('events');
    const item = (await (await get(`/api/events/${listed.id}`)).json()) as Listed & { businessName: string; olineExperience: boolean };
    const html = parse(await (await get(`/Events/${item.slug}`)).text());
    const event = html.jsonLd.find((data) => data['@type'] === 'Event');
    expect(event).toBeDefined();
    expect(event!['@context']).toBe('https://schema.org');
    expect(event!.name).toBe(item.eventTitle);
    expect(event!.url).toBe(`${baseURL()}/Events/${item.slug}`);
    expect(String(event!.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const offers = event!.offers as Record<string, unknown>;
    expect(offers['@type']).toBe('Offer');
    expect(offers.price).toBe(item.allInPrice);
    expect(offers.priceCurrency).toBe(item.currency);
    expect(String(offers.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder|OutOfStock)$/);
    expect((event!.organizer as Record<string, unknown>).name).toBe(item.businessName);
    expect(event!.eventAttendanceMode).toBe(
      item.olineExperience ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    );
    expect(html.ogImage).toMatch(/^https?:\/\//);
  });

  test('the article carries Article data and the home page Organization and WebSite', async () => {
    const post = parse(await (await get(`/Journal/${article.slug}`)).text());
    const data = post.jsonLd.find((entry) => entry['@type'] === 'Article');
    expect(data?.headline).toBe(article.title);
    expect(data?.datePublished).toBe(article.date);
    const home = parse(await (await get('/')).text());
    expect(home.jsonLd.map((entry) => entry['@type']).sort()).toEqual(['Organization', 'WebSite']);
  });

  test('answers 404 with the not-found page for what does not exist, from the first response, and case matters', async () => {
    const host = await fetch(`${baseURL()}${API_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_PROFESSIONAL),
    });
    const { token } = (await host.json()) as { token: string };
    const created = await fetch(`${baseURL()}${hostPaths('event').create}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ eventTitle: 'A Draft Nobody Should See' }),
    });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as { id: number; slug: string };

    for (const path of [
      '/events',
      '/journal',
      '/cart',
      '/Journal/no-such-post',
      '/Events/x-99',
      `/Events/${draft.slug}`,
      '/no/such/page',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = parse(await response.text());
      expect(html.robots, path).toBe('noindex');
      expect(html.h1, path).toMatch(/not in our cellar|could not find that post/);
    }
  });

  test('moves a stale slug permanently to the current one, from the server', async () => {
    const event = await firstOf('events');
    const response = await get(`/Events/an-old-title-${event.id}?from=newsletter`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/Events/${event.slug}?from=newsletter`);
  });

  test('robots.txt keeps private pages out and names the sitemap, which lists the pages, articles and items on sale', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const sitemap = await (await get('/sitemap.xml')).text();
    const event = await firstOf('events');
    for (const path of ['/', '/Journal', `/Journal/${article.slug}`, '/Events', '/Experiences', `/Events/${event.slug}`]) {
      expect(sitemap, path).toContain(`<loc>${baseURL()}${path}</loc>`);
    }
  });
});

test.describe('the browser takes over the server’s page', () => {
  test('hydrates every public page without an error or warning, and without fetching its data again', async ({ newPage }) => {
    const event = await firstOf('events');
    const experience = await firstOf('experiences');
    const paths = [
      '/',
      '/Journal',
      `/Journal/${article.slug}`,
      '/PrivacyPolicy',
      '/Events',
      '/Experiences',
      `/Events/${event.slug}`,
      `/Experiences/${experience.slug}`,
      '/login',
      '/Register',
      '/no-such-page',
    ];
    for (const consent of [undefined, '1']) {
      const { context, page } = await newPage(PHONE);
      // A returning visitor has decided on cookies: the server renders the page without the popup.
      if (consent) {
        await context.addCookies([{ name: 'trg_consent', value: consent, url: baseURL() }]);
        await context.addInitScript(() =>
          localStorage.setItem('trg_consent', JSON.stringify({ version: 1, thirdParty: true, decidedAt: '2026-11-01T10:00:00.000Z' })),
        );
      }
      const problems: string[] = [];
      const reads: string[] = [];
      page.on('console', (message) => {
        const notFoundDocument = message.text().includes('status of 404') && page.url().endsWith('/no-such-page');
        if ((message.type() === 'error' || message.type() === 'warning') && !notFoundDocument)
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/events') || url.pathname.startsWith('/api/experiences')) reads.push(url.pathname);
      });
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const hydrated = await page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
        );
        expect(hydrated, path).toBe(true);
        expect(await page.locator('.consent').count(), path).toBe(consent ? 0 : 1);
      }
      expect(problems).toEqual([]);
      expect(reads).toEqual([]);
      await context.close();
    }
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('loads and hydrates the parts below the fold only as the visitor nears them, keeping the server’s HTML', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const loaded = (pattern: RegExp) => fetched.some((path) => pattern.test(path));
      const belowTheFold = {
        requestForm: /\/assets\/request-info-form-[\w-]+\.js$/,
        footer: /\/assets\/footer-content-[\w-]+\.js$/,
        signUp: /\/assets\/sign-up-form-[\w-]+\.js$/,
        schemas: /\/assets\/zod-[\w-]+\.js$/,
        news: new RegExp(`^${API_PATHS.champagneNews}$`),
      };

      await page.goto('/', { waitUntil: 'networkidle' });
      for (const [part, pattern] of Object.entries(belowTheFold)) expect(loaded(pattern), part).toBe(false);
      // The strip just below the hero is within a screen of it: it hydrates with the page.
      expect(loaded(/\/assets\/soonest-items-[\w-]+\.js$/)).toBe(true);

      // The form the server sent is the one the visitor gets working: hydrated in place, not replaced, even after a
      // choice in the consent popup (a change every part below could hear of) while it was still waiting.
      const form = page.getByRole('form', { name: 'Request information' });
      await form.evaluate((element) => Object.assign(element, { fromTheServer: true }));
      await page.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Accept all' }).click();
      await reach(form, form.getByRole('button', { name: 'Send request' }));
      expect(await form.evaluate((element) => (element as HTMLFormElement & { fromTheServer?: boolean }).fromTheServer)).toBe(true);
      expect(loaded(belowTheFold.requestForm)).toBe(true);
      await expect.poll(() => loaded(belowTheFold.news)).toBe(true);

      const footer = page.getByRole('contentinfo');
      await footer.evaluate((element) => Object.assign(element.firstElementChild!, { fromTheServer: true }));
      const signUp = page.getByRole('button', { name: 'Sign up to our newsletter' });
      await reach(signUp, signUp);
      expect(loaded(belowTheFold.footer)).toBe(true);
      expect(loaded(belowTheFold.signUp)).toBe(true);
      expect(await footer.evaluate((element) => (element.firstElementChild as Element & { fromTheServer?: boolean }).fromTheServer)).toBe(
        true,
      );
      expect(problems).toEqual([]);
    });

    test('keeps a signed-in visitor’s footer as the server sent it while the session is found', async ({ page, context }) => {
      // The server renders every page as for a visitor; the session found afterwards must not make React drop the
      // HTML of a part still waiting below the fold (it did, to the whole footer, before the session became a store).
      await context.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedFromFooter: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target instanceof Element && record.target.closest('footer'))
              removed.push(...Array.from(record.removedNodes, (node) => node.nodeName));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/');
      await loginAs(page, DEMO_MEMBER);
      await page.goto('/', { waitUntil: 'networkidle' });
      // The header has heard of the session (on a phone its menu is folded away, so the button is attached, not shown).
      await page.locator('.site-nav button', { hasText: 'Logout' }).waitFor({ state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { removedFromFooter: string[] }).removedFromFooter)).toEqual([]);
    });
  });

  test('keeps the head in step after a navigation, with the code that builds heads loaded only then', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const headCode = () => fetched.filter((path) => /\/assets\/(page-heads|item-head|apply-head)-[\w-]+\.js$/.test(path));
    const head = () =>
      page.evaluate(() => ({
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
        jsonLd: Array.from(
          document.querySelectorAll('script[type="application/ld+json"]'),
          (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
        ),
      }));
    const event = await firstOf('events');
    const title = event.eventTitle ?? '';

    await page.goto('/Events', { waitUntil: 'networkidle' });
    const printed = await head();
    expect(headCode()).toEqual([]);

    await page.locator(`main a[href="/Events/${event.slug}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect
      .poll(head)
      .toMatchObject({ canonical: `${baseURL()}/Events/${event.slug}`, ogTitle: `${title} | The Real Grape`, jsonLd: ['Event'] });
    expect((await head()).description).not.toBe(printed.description);
    expect(headCode().length).toBeGreaterThan(0);

    // And back: the listing's own head again, its Event data gone.
    await page.goBack();
    await expect.poll(head).toEqual(printed);
  });

  test('matches paths case-sensitively in the browser too', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/journal');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'This bottle is not in our cellar' }).waitFor();
  });
});
