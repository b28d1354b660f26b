import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations } from './browser.ts';
import { expect } from './fixtures.ts';
import { DESKTOP, PHONE } from './screens.ts';

/**
 * Axe finds nothing and the page fits, at 390 and 1280 px; a screenshot of `part` and of the whole page at each, in
 * `test-results/screens/{folder}`.
 */
export async function checkScreens(page: Page, folder: string, name: string, part: Locator) {
  const shots = `test-results/screens/${folder}`;
  fs.mkdirSync(shots, { recursive: true });
  // The consent bar is answered as a person does: left open, the fixed bar covers whatever lies under it (the map's
  // zoom buttons at 1280 px), and axe's target-size then depends on the scroll (the bar itself is checked elsewhere).
  const consent = page.getByRole('region', { name: 'Cookies and your privacy' });
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Essential only' }).click();
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page), `${name} at ${size}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${size}`).toBeLessThanOrEqual(viewport.width);
    await part.screenshot({ path: `${shots}/${name}-${size}-part.png` });
    // Back to the top: scrolled, the sticky header lies over whatever passes under it (axe's target-size).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/${name}-${size}.png`, fullPage: true });
  }
}
