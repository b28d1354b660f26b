import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { StatsSchema, type Stats } from '@trg/contract/operator-charts';
import { todayIso } from '@trg/contract/dates';
import { accessibilityViolations, buyThroughCheckout, DEMO_MEMBER, emptyCart, loginAs, staffAccount } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/operator-charts';
fs.mkdirSync(SHOTS, { recursive: true });

interface Listed {
  id: number;
  slug: string;
  eventTitle?: string;
  currency: string;
}

/** Errors in the browser's console (a CSP violation among them) and uncaught exceptions. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The cells of a table's body rows, as text, a row per array. */
const rowsOf = (page: Page, caption: string) =>
  page
    .locator('table', { has: page.locator('caption', { hasText: caption }) })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? '')));

const openAllData = (page: Page) =>
  page
    .locator('details.charts-data:not([open]) summary')
    .evaluateAll((summaries) => summaries.forEach((summary) => (summary as HTMLElement).click()));

test.describe("the console's overview with charts", () => {
  test('draws the sales, page views and funnel of the day, with data tables, a currency filter and CSV files', async ({ newPage }) => {
    test.setTimeout(240_000);
    const today = todayIso();
    // A visitor looks at the events and one event's page; a member buys one ticket in euros and one in pounds.
    const { context: visitorContext, page: visitor } = await newPage();
    const listing = (await (await visitor.request.get('/api/events?page=1&pageSize=50')).json()) as { results: Listed[] };
    await visitor.goto('/Events');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    const shown = listing.results[0];
    if (!shown) throw new Error('the demo data has no events');
    await visitor.goto(`/Events/${shown.slug}`);
    await visitor.waitForLoadState('networkidle');
    await visitorContext.close();

    const { context: memberContext, page: member } = await newPage();
    const token = await loginAs(member, DEMO_MEMBER);
    const bought = new Map<string, string>();
    for (const currency of ['EUR', 'GBP']) {
      for (const item of listing.results.filter((candidate) => candidate.currency === currency)) {
        await emptyCart(member, token);
        try {
          await buyThroughCheckout(member, token, 'Events', item.id);
          bought.set(currency, item.eventTitle ?? '');
          break;
        } catch {
          // Sold out or not on sale: try the next one.
        }
      }
    }
    expect([...bought.keys()]).toEqual(['EUR', 'GBP']);
    await memberContext.close();

    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(viewport);
      const errors = watchConsole(page);
      const staffToken = await loginAs(page, staffAccount());
      const figures = async (query: string): Promise<Stats> =>
        StatsSchema.parse(
          await (
            await page.request.get(`${OPERATOR_API_PATHS.stats}?${query}`, { headers: { authorization: `Token ${staffToken}` } })
          ).json(),
        );

      await page.goto(`/operator?from=${today}&to=${today}`);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      // A chart per currency for sales by day and by item, one for page views, one for the funnel: canvases, each an image with a summary.
      const charts = page.locator('canvas[role="img"]');
      await expect.poll(() => charts.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
      const labels = await charts.evaluateAll((canvases) => canvases.map((canvas) => canvas.getAttribute('aria-label') ?? ''));
      expect(labels.some((label) => label.startsWith('Gross sales in EUR by day'))).toBe(true);
      expect(labels.some((label) => label.startsWith('The funnel'))).toBe(true);
      await page.waitForLoadState('networkidle');

      const all = await figures(`from=${today}&to=${today}`);
      await openAllData(page);
      // The tables hold what the API counts.
      for (const series of all.salesByDay) {
        const [row] = await rowsOf(page, `Sales by day in ${series.currency}`);
        const day = series.days[0]!;
        expect(row?.slice(1, 3)).toEqual([String(day.orders), String(day.tickets)]);
      }
      const euroItems = (await rowsOf(page, 'Sales by item in EUR')).map((row) => row[0]);
      expect(euroItems).toContain(bought.get('EUR'));
      expect((await rowsOf(page, 'Sales by item in GBP')).map((row) => row[0])).toContain(bought.get('GBP'));
      expect(await rowsOf(page, 'Page views by path')).toEqual(all.pageViews.map((row) => [row.path, row.views.toLocaleString('en-GB')]));
      expect((await rowsOf(page, 'Page views by path')).map((row) => row[0])).toEqual(
        expect.arrayContaining(['/Events', `/Events/${shown.slug}`]),
      );
      expect(await rowsOf(page, 'The funnel')).toEqual(
        all.funnel.map((step) => [
          step.label,
          step.count.toLocaleString('en-GB'),
          step.conversion === null ? '–' : `${step.conversion.toFixed(1)}%`,
        ]),
      );
      expect(all.funnel.find((step) => step.step === 'paid')?.count).toBeGreaterThanOrEqual(2);

      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/overview-${name}.png`, fullPage: true });

      // Euros only: the address says so, and the tables hold no pounds.
      await page.getByLabel('Currency').selectOption('EUR');
      await page.waitForURL((url) => url.searchParams.get('currency') === 'EUR');
      await page.getByText(', in EUR.').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#sales-by-day h3').allTextContents()).toEqual(['EUR']);
      expect(await page.locator('#sales-by-item h3').allTextContents()).toEqual(['EUR']);
      await openAllData(page);
      expect(await page.locator('caption', { hasText: 'in GBP' }).count()).toBe(0);
      const euros = await figures(`from=${today}&to=${today}&currency=EUR`);
      expect((await rowsOf(page, 'Sales by item in EUR')).map((row) => row[0])).toEqual(euros.salesByItem.map((row) => row.title));

      // The CSV of sales by day, in euros.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV of sales by day' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`sales-by-day_${today}_${today}_EUR.csv`);
      const file = await download.path();
      const lines = fs
        .readFileSync(file, 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      const day = euros.salesByDay[0]!.days[0]!;
      expect(lines[0]).toBe('Date,Currency,Paid orders,Tickets,Gross,Refunded');
      expect(lines[1]).toMatch(new RegExp(`^${today},EUR,${day.orders},${day.tickets},\\d+\\.\\d{2},\\d+\\.\\d{2}$`));

      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/overview-eur-${name}.png`, fullPage: true });
      // Nothing went wrong in the browser, a refused inline style (CSP) included.
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
