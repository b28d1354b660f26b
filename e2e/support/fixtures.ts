import { test as base, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';
import { APP_READY_ATTRIBUTE, PAGE_SCRIPTS_ID } from '@trg/contract/page-scripts';
import { DEMO_MEMBER, DEMO_PROFESSIONAL, loginAs, staffAccount } from './browser.ts';
import { DESKTOP } from './screens.ts';
import { setupValues } from './setup-values.ts';

export { expect } from '@playwright/test';
export { DESKTOP, PHONE } from './screens.ts';

/**
 * A page the server rendered can be read before its script runs: the app starts once the page has painted and
 * marks `<html data-ready>` when it has taken the page over. `goto` and `reload` resolve only then (on the site's
 * pages; the offline page has no app), as the load event did when the app started before the first paint.
 */
function waitForTheApp(page: Page) {
  const appReady = () =>
    page.waitForFunction(
      ([scriptsId, readyAttribute]) => !document.getElementById(scriptsId) || document.documentElement.hasAttribute(readyAttribute),
      [PAGE_SCRIPTS_ID, APP_READY_ATTRIBUTE] as const,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appReady();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appReady();
    return response;
  };
}

interface Fixtures {
  /**
   * Another fresh context (no cookies, no storage) and its page, for a journey with more than one person in it or
   * more than one screen size. Its trace and failure screenshot are kept as the `page`'s are; it is closed at the end.
   */
  newPage: (viewport?: ViewportSize) => Promise<{ context: BrowserContext; page: Page }>;
  /**
   * `page` signed in as the demo member (through the API, as the login form would): the session's token. A test that
   * needs only the signing in takes it as `memberToken: _`.
   */
  memberToken: string;
  /** `page` signed in as the demo host: the session's token. */
  hostToken: string;
  /** `page` signed in as the staff account global setup made: the session's token. */
  staffToken: string;
}

/**
 * Playwright's test with the journeys' fixtures: `page` and `context` are a fresh context on the site started by global
 * setup (e2e/support/global-setup.ts), whose `goto` and `reload` wait for the app; `test.use({ viewport: PHONE })` asks
 * for another screen.
 */
export const test = base.extend<Fixtures>({
  // The port is chosen when global setup starts the server, after the configuration was read.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(setupValues().baseURL);
  },
  page: async ({ page }, use) => {
    waitForTheApp(page);
    await use(page);
  },
  newPage: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport = DESKTOP) => {
      // A context made in a test is traced and has the configured timeouts, but not the `use` options: site and screen.
      const context = await browser.newContext({ baseURL, viewport });
      contexts.push(context);
      const page = await context.newPage();
      waitForTheApp(page);
      return { context, page };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  memberToken: async ({ page }, use) => {
    await use(await loginAs(page, DEMO_MEMBER));
  },
  hostToken: async ({ page }, use) => {
    await use(await loginAs(page, DEMO_PROFESSIONAL));
  },
  staffToken: async ({ page }, use) => {
    await use(await loginAs(page, staffAccount()));
  },
});
