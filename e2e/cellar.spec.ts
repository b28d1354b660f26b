import path from 'node:path';
import { paths } from '@trg/contract/paths';
import { accessibilityViolations } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

// Issue 30, part 4: a member brings their cellar over from CellarTracker and logs a bottle they drank, on a phone.

test.use({ viewport: PHONE });

test.describe('the cellar keeps up', () => {
  test('a member imports a CellarTracker export and logs a bottle drunk, at 390 px', async ({ page, memberToken: _ }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const rougeard = `Le Bourg ${stamp}`;
    const keller = `Kabinett ${stamp}`;
    const year = new Date().getUTCFullYear();
    const csv = [
      'iWine,Type,Vintage,Wine,Producer,Varietal,Country,Region,SubRegion,Appellation,Quantity,Location,Bin,Price,Currency,BeginConsume,EndConsume',
      `9001,Red,2014,${rougeard},Clos Rougeard,Cabernet Franc,France,Loire Valley,Saumur,Saumur-Champigny,3,Cave,B2,85.00,EUR,${year - 1},${year + 10}`,
      `9002,White,2019,${keller},Keller,Riesling,Germany,Rheinhessen,,Rheinhessen,6,Fridge,,24.50,EUR,${year + 2},${year + 15}`,
    ].join('\r\n');

    await page.goto(paths.myCellar);
    await page
      .getByLabel('CSV file to import')
      .setInputFiles({ name: 'cellartracker.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const unread = 'These columns were not imported, as My Cellar has no place for them: iWine, SubRegion.';
    await expect.poll(() => page.locator('.cellar-transfer__unknown').textContent(), { timeout: 15_000 }).toBe(unread);

    // Each wine came over with its place, price, grapes and window, and the readiness its window gives.
    const card = page.getByRole('article', { name: rougeard });
    await expect.poll(() => card.isVisible()).toBe(true);
    const text = await card.innerText();
    expect(text).toContain('Clos Rougeard');
    expect(text).toContain('Red · Cabernet Franc · Saumur-Champigny');
    expect(text).toContain('Cave, bin B2');
    expect(text).toContain('€85.00 a bottle');
    expect(text).toContain(`Drink ${year - 1}–${year + 10}`);
    expect(text).toContain('Ready to drink');
    expect(await page.getByRole('article', { name: keller }).innerText()).toContain('Too young');

    // A bottle drunk: the day (today unless changed) and a note; the count goes down and the drink is kept.
    await card.getByRole('button', { name: `Drank one: ${rougeard}` }).click();
    await card.getByLabel(/^Note/).fill('With the lamb, for Anna’s birthday.');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.cellar__announcer').innerText()).toBe(`${rougeard}: one bottle drunk, 2 bottles left.`);
    expect(await card.getByLabel(`Bottles of ${rougeard}`, { exact: true }).inputValue()).toBe('2');
    await card.getByText('Drunk: 1 bottle').click();
    expect(await card.locator('.cellar-history__list').innerText()).toContain('With the lamb, for Anna’s birthday.');

    // Reloaded, the history is still there.
    await page.reload();
    await expect.poll(() => card.getByText('Drunk: 1 bottle').isVisible()).toBe(true);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityViolations(page)).toEqual([]);

    // For a person to look at (issue 30): My Cellar at both widths (its top, the imported wine with its history and
    // details open, the tools), when asked for.
    const shots = process.env.CELLAR_SCREENSHOTS;
    if (shots) {
      await page.getByRole('button', { name: 'Essential only' }).click();
      await card.getByText('Edit details').click();
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(shots, `my-cellar-${viewport.width}-top.png`) });
        await card.screenshot({ path: path.join(shots, `my-cellar-${viewport.width}-wine.png`) });
        await page.locator('.cellar__tools').screenshot({ path: path.join(shots, `my-cellar-${viewport.width}-tools.png`) });
      }
    }
  });
});
