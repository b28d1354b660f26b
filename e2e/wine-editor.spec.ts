import type { Locator, Page } from '@playwright/test';
import { paths } from '@trg/contract/paths';
import { accessibilityViolations, DEMO_PROFESSIONAL, loginAs } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

// The demo host's event sold in euros, on sale (apps/server/src/seed/demo-content.ts): a list poured there may be
// priced in euros, and cannot be deleted until it is taken off.
const EURO_EVENT = 'Northern Rhone Syrah Dinner';

const section = (page: Page, title: string | RegExp) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: typeof title === 'string' }) })
    .first();

async function openSection(page: Page, title: string | RegExp): Promise<Locator> {
  const box = section(page, title);
  await box.getByRole('button', { name: /^Edit Section/ }).click();
  await expect.poll(() => box.getByRole('button', { name: 'Confirm Details' }).isVisible()).toBe(true);
  return box;
}

/** Confirms an open section and waits until it shows its values again. */
async function confirmSection(box: Locator) {
  await box.getByRole('button', { name: 'Confirm Details' }).click();
  await expect.poll(() => box.getByRole('button', { name: /^Edit Section/ }).isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Clicks a two-step action's first button, then its confirm button inside the step it reveals. */
async function confirmStep(scope: Locator, accessibleName: string, confirmName: string) {
  await scope.getByRole('button', { name: accessibleName, exact: true }).click();
  await scope.getByRole('group', { name: accessibleName }).getByRole('button', { name: confirmName, exact: true }).click();
}

test.describe('wine editor: a host finishes a profile and tidies a list (issue 30)', () => {
  test.use({ viewport: PHONE });

  test('at 390 px a host sets a price in euros, clears a field, removes a wine and detaches a list, then deletes it', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const listName = `Editor Reds ${stamp}`;
    const keep = `Cornas Chaillot ${stamp}`;
    const drop = `Saint-Joseph ${stamp}`;

    await loginAs(page, DEMO_PROFESSIONAL);
    await page.goto(paths.createWineList);
    await page.getByLabel('Wine List Name').fill(listName);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: listName }).isVisible()).toBe(true);

    // Poured at the host's event in euros, while still a draft.
    await page.goto(paths.hostWineLists);
    const card = page.getByRole('article', { name: listName });
    await card.getByLabel('Event', { exact: true }).selectOption({ label: EURO_EVENT });
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => card.getByRole('region', { name: 'Poured at' }).getByText(EURO_EVENT).isVisible()).toBe(true);

    await card.getByRole('link', { name: `Manage ${listName}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Winelist' }).isVisible()).toBe(true);
    for (const wine of [keep, drop]) {
      await page.getByLabel('Wine name').fill(wine);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByRole('link', { name: wine }).isVisible()).toBe(true);
    }
    const manageUrl = page.url();

    // The editor: a price in euros, the palate, sliders that come back at their saved value, the score typed.
    await page.getByRole('link', { name: keep }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/wine-profile/'));
    await expect
      .poll(async () => (await page.getByRole('heading', { level: 1 }).textContent())?.toLowerCase(), { timeout: 15_000 })
      .toContain(keep.toLowerCase());

    let box = await openSection(page, /^Price \d{4}-\d{2}-\d{2}$/);
    await box.getByLabel('Currency').selectOption('EUR');
    await box.getByLabel('Bottle 750ml').fill('48');
    await confirmSection(box);
    expect(await section(page, /^Price /).innerText()).toContain('€48.00');

    box = await openSection(page, 'What does the wine taste like');
    await box.getByRole('textbox', { name: 'Palate', exact: true }).fill('Black olive, violet and a granite grip.');
    await box.getByRole('slider', { name: 'Sweetness' }).fill('1');
    await box.getByRole('slider', { name: 'Tannin' }).fill('4');
    await confirmSection(box);
    expect(await section(page, 'What does the wine taste like').innerText()).toContain('granite grip');

    box = await openSection(page, 'What does the wine taste like');
    // Reopened: each slider sits at the value saved, and says it.
    expect(await box.getByRole('slider', { name: 'Sweetness' }).inputValue()).toBe('1');
    expect(await box.getByRole('slider', { name: 'Tannin' }).getAttribute('aria-valuetext')).toBe('Grippy');
    await box.getByRole('button', { name: 'Clear Palate' }).click();
    expect(await box.getByText('Palate will be emptied when you confirm.').isVisible()).toBe(true);
    await page.screenshot({ path: test.info().outputPath('wine-editor-390.png'), fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirmSection(box);

    box = await openSection(page, 'How you rate this wine');
    await box.getByLabel('Score, typed (0 to 100)').fill('93');
    expect(await box.getByRole('slider', { name: 'How you rate this wine' }).inputValue()).toBe('93');
    await confirmSection(box);

    // Read again from the server: the palate is empty, the rest kept.
    await page.reload();
    const taste = section(page, 'What does the wine taste like');
    await expect.poll(() => taste.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await taste.innerText()).toMatch(/Palate\s+Not set/);
    expect(await taste.innerText()).toMatch(/Dry[\s\S]*Grippy/);
    expect(await section(page, /^Price /).innerText()).toContain('€48.00');
    expect(await section(page, 'How you rate this wine').innerText()).toContain('93');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The same editor on a desktop screen, for a look.
    const desktop = await newPage(DESKTOP);
    await loginAs(desktop.page, DEMO_PROFESSIONAL);
    await desktop.page.goto(page.url());
    await openSection(desktop.page, /^Price \d{4}-\d{2}-\d{2}$/);
    await desktop.page.screenshot({ path: test.info().outputPath('wine-editor-1280.png'), fullPage: false });
    await desktop.context.close();

    // Remove a wine, after its confirm step.
    await page.goto(manageUrl);
    await expect.poll(() => page.getByRole('link', { name: drop }).isVisible()).toBe(true);
    await confirmStep(page.getByRole('main'), `Remove ${drop}`, 'Remove');
    await expect.poll(() => page.getByRole('link', { name: drop }).count()).toBe(0);
    expect(await page.getByRole('link', { name: keep }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A draft list poured at an item on sale cannot be deleted; taken off the item, it can.
    await page.goto(paths.hostWineLists);
    await confirmStep(card, `Delete ${listName}`, 'Confirm');
    await expect.poll(() => card.getByRole('alert').innerText()).toContain(EURO_EVENT);
    const poured = card.getByRole('region', { name: 'Poured at' });
    await confirmStep(poured, `Remove ${listName} from ${EURO_EVENT}`, 'Remove');
    await expect.poll(() => poured.getByText('No event or experience yet.').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('wine-lists-390.png'), fullPage: false });
    await card
      .getByRole('group', { name: `Delete ${listName}` })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await confirmStep(card, `Delete ${listName}`, 'Confirm');
    await expect.poll(() => page.getByRole('article', { name: listName }).count()).toBe(0);
  });
});
