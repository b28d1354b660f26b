import type { Locator, Page } from '@playwright/test';
import { paths } from '@trg/contract/paths';
import { accessibilityViolations, DEMO_MEMBER, DEMO_PROFESSIONAL, loginAs } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';

// A demo event of the demo host that the demo member has been to (apps/server/src/seed/demo-content.ts
// DEMO_PAST_BOOKING): a guest reviews a wine once the item that poured it has started.
const EVENT_TITLE = 'Sussex Harvest Lunch';

const section = (page: Page, title: string | RegExp) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: typeof title === 'string' }) })
    .first();

/** Opens a section of the editor, lets `fill` change it, confirms, and waits until the section shows its values again. */
async function editSection(page: Page, title: string | RegExp, fill: (section: Locator) => Promise<void>) {
  const box = section(page, title);
  await box.getByRole('button', { name: /^Edit Section/ }).click();
  await expect.poll(() => box.getByRole('button', { name: 'Confirm Details' }).isVisible()).toBe(true);
  await fill(box);
  await box.getByRole('button', { name: 'Confirm Details' }).click();
  // Saved: the section closes (its inputs and Cancel go) and shows Edit Section again.
  await expect.poll(() => box.getByRole('button', { name: /^Edit Section/ }).isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await box.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
}

/** Types into a type-ahead and picks the suggestion with that exact name. */
async function choose(box: Locator, label: string, typed: string, option: string) {
  const input = box.getByRole('combobox', { name: label, exact: true });
  await input.fill(typed);
  await box.getByRole('option', { name: option, exact: true }).click();
  expect(await input.inputValue()).toBe(option);
}

test.describe('wine: from the host’s list to the guest’s cellar', () => {
  test('a host lists a wine, fills its profile and pours it at an event; a guest of that event opens it from the booking, reviews it and cellars it', async ({
    newPage,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const listName = `Journey Fizz ${stamp}`;
    const wineName = `Cuvee Craie ${stamp}`;

    // The host creates a list and adds a wine.
    const host = await newPage();
    let page = host.page;
    await loginAs(page, DEMO_PROFESSIONAL);
    await page.goto(paths.createWineList);
    await page.getByLabel('Wine List Name').fill(listName);
    await page.getByLabel('Wine List Description').fill('Chalk-grown sparkling wines for the city tasting.');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: listName }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(paths.hostWineLists);
    await page.getByRole('link', { name: `Manage ${listName}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Winelist' }).isVisible()).toBe(true);
    await page.getByLabel('Wine name').fill(wineName);
    await page.getByLabel('Producer').fill('Maison Crayere');
    await page.getByLabel('Vintage').fill('2018');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const wineLink = page.getByRole('link', { name: wineName });
    await expect.poll(() => wineLink.isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await wineLink.click();

    // The profile editor: every section, with type-ahead choices and sliders.
    await page.waitForURL((url) => url.pathname.startsWith('/wine-profile/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(`Wine Profile: ${wineName}`);
    await editSection(page, 'Key Facts', async (box) => {
      await box.getByLabel('About the wine').fill('A Blanc de Blancs from chalk slopes, taut and saline.');
      await box.getByLabel('Awards', { exact: true }).fill('Gold, City Sparkling Awards 2025');
    });
    expect(await section(page, 'Key Facts').innerText()).toContain('taut and saline');

    await editSection(page, 'Where the wine is from', async (box) => {
      await choose(box, 'Country', 'fran', 'France');
      await choose(box, 'Region', 'champa', 'Champagne');
    });
    expect(await section(page, 'Where the wine is from').innerText()).toMatch(/France[\s\S]*Champagne/);

    await editSection(page, 'Key Characteristics', async (box) => {
      await choose(box, 'Wine Type', 'sparkl', 'Sparkling');
      await choose(box, 'Grape/Blend', 'chardon', 'Chardonnay (Morillon)');
      await box.getByLabel('ABV (%)').fill('12.5');
      await box.getByLabel('Drink After').fill('2020');
      await box.getByLabel('Drink Before').fill('2034');
      await box.getByRole('group', { name: 'Vegan' }).getByLabel('Yes').check();
    });
    expect(await section(page, 'Key Characteristics').innerText()).toMatch(/Sparkling[\s\S]*Chardonnay[\s\S]*12\.5[\s\S]*2020[\s\S]*2034/);
    // A multi-value field: ADD appends the next grape to the stored ones ('|' between them), shown as a list.
    await editSection(page, 'Key Characteristics', async (box) => {
      await box.getByRole('button', { name: 'ADD to Grape/Blend' }).click();
      await choose(box, 'Grape/Blend', 'pinot meu', 'Meunier (Pinot Meunier)');
    });
    const grapes = section(page, 'Key Characteristics').getByRole('listitem');
    expect(await grapes.allInnerTexts()).toEqual(['Chardonnay (Morillon)', 'Meunier (Pinot Meunier)']);

    await editSection(page, 'Appearance and Nose', async (box) => {
      await box.getByRole('textbox', { name: 'Appearance', exact: true }).fill('Pale lemon with a fine bead.');
      // Keyboard: the slider rests mid-scale until moved; End takes it to the top of the scale.
      const colour = box.getByRole('slider', { name: 'Colour Intensity' });
      await colour.focus();
      await page.keyboard.press('End');
      expect(await colour.getAttribute('aria-valuetext')).toBe('Deep');
    });
    expect(await section(page, 'Appearance and Nose').innerText()).toContain('Deep');

    await editSection(page, 'What does the wine taste like', async (box) => {
      await box.getByRole('slider', { name: 'Sweetness' }).fill('1');
      await box.getByRole('slider', { name: 'Acidity Perception' }).fill('4');
    });
    expect(await section(page, 'What does the wine taste like').innerText()).toMatch(/Dry[\s\S]*High/);

    await editSection(page, 'How does the wine drink', async (box) => {
      await choose(box, 'Food Pairings: food group', 'shellf', 'Shellfish and seafood');
      await box.getByRole('slider', { name: 'Minimum Serving Temperature' }).fill('8');
      await box.getByRole('slider', { name: 'Max Serving Temperature' }).fill('10');
    });
    expect(await section(page, 'How does the wine drink').innerText()).toMatch(/8°C[\s\S]*10°C/);

    await editSection(page, /^Price \d{4}-\d{2}-\d{2}$/, async (box) => {
      await box.getByLabel('Currency').selectOption('GBP');
      await box.getByLabel('Glass 125ml').fill('14.5');
      await box.getByLabel('Bottle 750ml').fill('72');
    });
    expect(await section(page, /^Price /).innerText()).toMatch(/£14\.50[\s\S]*£72\.00/);

    await editSection(page, 'How you rate this wine', async (box) => {
      await box.getByRole('slider', { name: 'How you rate this wine' }).fill('92');
    });
    expect(await section(page, 'How you rate this wine').innerText()).toContain('92');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Publish the list and pour it at the event.
    await page.goto(paths.hostWineLists);
    const card = page.getByRole('article', { name: listName });
    await card.getByRole('button', { name: `Publish ${listName}` }).click();
    await card
      .getByRole('group', { name: `Publish ${listName}` })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect.poll(() => card.getByText('Published', { exact: true }).first().isVisible()).toBe(true);
    await card.getByLabel('Event', { exact: true }).selectOption({ label: EVENT_TITLE });
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => card.getByRole('status').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await host.context.close();

    // The member who went to the event opens the wine from her booking, reviews it and puts it in the cellar.
    const member = await newPage(PHONE);
    page = member.page;
    await loginAs(page, DEMO_MEMBER);
    await page.goto(paths.myEvents);
    await page.locator('.booking-card').filter({ hasText: EVENT_TITLE }).getByRole('link', { name: EVENT_TITLE }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${paths.myEvents}/`));
    await page.getByRole('link', { name: wineName }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/wine-profile/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(`Wine Profile: ${wineName}`);
    expect(await page.getByRole('button', { name: /^Edit Section/ }).count()).toBe(0);
    // The first screen, on a phone and on a desktop: the key facts and both actions without scrolling (once the member
    // has answered the cookie question, as she has on any second visit).
    await page.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Essential only' }).click();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      const firstScreen = [
        page.locator('.wine-profile__key-facts').getByText('Maison Crayere'),
        page.getByRole('link', { name: 'Review', exact: true }),
        page.getByRole('button', { name: 'Add to my cellar' }),
      ];
      for (const part of firstScreen) {
        const box = await part.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= viewport.height, `${String(part)} at ${viewport.width} px`).toBe(true);
      }
      await page.screenshot({ path: `test-results/screens/wine-profile-first-screen-${viewport.width}.png` });
      await page.screenshot({ path: `test-results/screens/wine-profile-folded-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(PHONE);
    // The sections are folded: the member opens the ones she wants.
    expect(await page.getByText('taut and saline').isVisible()).toBe(false);
    for (const section of ['Key Facts', /^Price \d{4}-\d{2}-\d{2}$/, "The host's rating"]) {
      await page.getByRole('region', { name: section }).locator('summary').click();
    }
    expect(await page.getByText('taut and saline').isVisible()).toBe(true);
    expect(await page.getByText('£72.00').isVisible()).toBe(true);
    expect(await page.getByText('Quality, out of 100').isVisible()).toBe(true);

    // The stars are a radio group, chosen here from the keyboard.
    await page.getByRole('radio', { name: /^4 stars/ }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Add Comment').fill('Fine mousse and a long chalky finish.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    // Submitted: the review shows read-only and the inputs go.
    await expect.poll(() => page.getByText('You rated it 4 out of 5: Very Good.').isVisible()).toBe(true);
    expect(await page.locator('.wine-review__done').innerText()).toContain('Fine mousse and a long chalky finish.');
    expect(await page.getByRole('textbox', { name: 'Add Comment', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add to my cellar' }).click();
    await expect.poll(() => page.getByText('1 bottle in your cellar').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(paths.myCellar);
    const entry = page.getByRole('link', { name: wineName });
    await expect.poll(() => entry.isVisible()).toBe(true);
    const card2 = page.locator('li, article').filter({ has: entry }).first();
    expect(await card2.innerText()).toMatch(/Maison Crayere[\s\S]*2018/);
    expect(await card2.innerText()).toContain('Ready to drink');
    expect(await accessibilityViolations(page)).toEqual([]);
    await member.context.close();
  });

  test('a visitor who opens a wine profile is told whom it is for and offered to sign in', async ({ page }) => {
    await page.goto('/wine-profile/blanc-de-blancs-extra-brut-4?wine-list=2&wine=4');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('This wine profile is for guests');
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
