import type { Locator, Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { paths } from '@trg/contract/paths';
import { accessibilityViolations, emptyCart, fillAttendeeDetails, payWith } from './support/browser.ts';
import { expect, PHONE, test } from './support/fixtures.ts';

/*
 * WCAG 2.2 AA (axe: wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa, and visible text in accessible names) on every
 * page and on every state a person can open: logged out, as the demo member, as the demo host, with confirm
 * steps, editors, menus, suggestion lists and map popups open, at each checkout step.
 *
 * The journeys check the states they pass through, and are not repeated here: the home page with the consent
 * bar and the 404 page (shell), the journal and an article, the privacy policy (journal), the request and sign-up
 * forms with their error and thank-you modals (contact-forms), the testimonials (home), registering, My Profile
 * and Business Details with the dashboard menu open on a phone (accounts), Create Event, a draft's Manage Event,
 * /Events and an event as a host, My Events and a booking with its review form (catalog), the cart with a
 * voucher and the first two checkout steps on a desktop, the logged-out cart (checkout), Create Wine List,
 * Manage Winelist, the wine profile editor and a guest's profile, My Cellar (wine).
 */

/**
 * Waits until the page shows its content: a heading, nothing still loading, the map drawn with its pins. A map
 * loads when it nears the screen, so a map's space still waiting is scrolled to, as a reader would.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main?.querySelector('h1')) return false;
    const statuses = Array.from(document.querySelectorAll('[role="status"]'));
    if (statuses.some((status) => /^\s*Loading/i.test(status.textContent ?? ''))) return false;
    const waiting = document.querySelector('.map--loading');
    if (waiting) {
      waiting.scrollIntoView({ block: 'center' });
      return false;
    }
    return Array.from(document.querySelectorAll('.map[data-marker-count]')).every(
      (map) => map.getAttribute('data-marker-count') === '0' || map.querySelector('.leaflet-marker-icon'),
    );
  });
}

/**
 * A record of what axe finds, state by state, so that one failure names every state with its violations; each
 * check adds its state's list, and the test ends with `expect(found).toEqual(noneIn(found))`.
 */
type Found = Record<string, string[]>;
const noneIn = (found: Found) => Object.fromEntries(Object.keys(found).map((state) => [state, []]));

async function check(found: Found, page: Page, state: string) {
  await settled(page);
  found[state] = await accessibilityViolations(page);
}

/** Opens a page and waits for its content, to open something on it before the check. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function visit(found: Found, page: Page, path: string, state = path) {
  await page.goto(path);
  await check(found, page, state);
}

interface ListedItem {
  id: number;
  slug: string;
  lat: number | null;
}

async function publicItems(page: Page, kind: 'event' | 'experience'): Promise<ListedItem[]> {
  const response = await page.request.get(API_PATHS.catalog[kind].listing);
  return ((await response.json()) as { results: ListedItem[] }).results;
}

/** A listed item with a place on the map (the listing's first one). */
async function placedItem(page: Page, kind: 'event' | 'experience'): Promise<ListedItem> {
  const item = (await publicItems(page, kind)).find((candidate) => candidate.lat !== null);
  if (!item) throw new Error(`The demo data lists no ${kind} with a place`);
  return item;
}

/** Opens a map pin's popup from the keyboard, as a screen reader or keyboard user would. */
async function openPopup(page: Page, pin: Locator) {
  await pin.focus();
  await page.keyboard.press('Enter');
  await pin.page().locator('.leaflet-popup').waitFor();
}

/** Zooms the map out until pins that would overlap share one, which shows their count. */
async function zoomOutToAGroup(map: Locator): Promise<Locator> {
  const group = map.locator('.map-pin--group').first();
  for (let step = 0; step < 6 && (await group.count()) === 0; step++) {
    // The map animates the zoom, then draws every pin anew: each step waits for the new pins, so that the group found is
    // not one a zoom still under way replaces (a pin focused then is gone before Enter reaches it).
    await map.locator('.leaflet-marker-icon').evaluateAll((pins) => pins.forEach((pin) => pin.setAttribute('data-before-zoom', '')));
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await map.locator('.leaflet-marker-icon:not([data-before-zoom])').first().waitFor();
  }
  await group.waitFor();
  return group;
}

test.describe('WCAG 2.2 AA on every page', () => {
  test('logged out: the listings with their maps, the items, login, checkout, offline, and the menu on a phone', async ({
    page,
    newPage,
  }) => {
    test.setTimeout(180_000);
    const found: Found = {};
    const event = await placedItem(page, 'event');
    const experience = await placedItem(page, 'experience');

    await visit(found, page, paths.events);
    // The pins of places close together at a zoom share one pin, whose popup lists them.
    const listingMap = page.getByRole('region', { name: 'Map of the events on this page' });
    const group = await zoomOutToAGroup(listingMap);
    expect(await group.getAttribute('title')).toMatch(/^\d+ places: /);
    await openPopup(page, group);
    expect(await listingMap.locator('.leaflet-popup').getByRole('link').count()).toBeGreaterThan(1);
    await check(found, page, `${paths.events}, a shared pin's popup open`);

    await visit(found, page, paths.experiences);
    await open(page, paths.event(event.slug));
    const venuePin = page.locator('.venue .leaflet-marker-icon');
    await openPopup(page, venuePin);
    await check(found, page, `${paths.event(event.slug)}, the venue pin's popup open`);
    await visit(found, page, paths.experience(experience.slug));
    await visit(found, page, paths.login);
    await visit(found, page, paths.checkout);
    await visit(found, page, paths.offline);

    // The consent bar, reopened from the footer after a choice.
    await page.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Essential only' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Keep my choice' }).waitFor();
    await check(found, page, 'the consent bar reopened');

    const phone = await newPage(PHONE);
    await phone.page.goto(paths.home);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).waitFor();
    await check(found, phone.page, '390 px: the menu open');
    await visit(found, phone.page, paths.events, `390 px: ${paths.events}`);
    await phone.context.close();

    expect(found).toEqual(noneIn(found));
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('as the member on a 390 px phone: the dashboard, a profile row being edited, the cellar, each checkout step and the booking', async ({
      page,
      memberToken: token,
    }) => {
      test.setTimeout(180_000);
      const found: Found = {};
      const headers = { authorization: `Token ${token}` };

      await open(page, paths.dashboard);
      // A member answers the consent bar on the first page, as a person does. Left open, the fixed bar covers part
      // of whichever row lies under it, and axe's target-size then depends on where the page happens to scroll;
      // the bar itself, over a page, is checked logged out.
      await page.getByRole('region', { name: 'Cookies and your privacy' }).getByRole('button', { name: 'Essential only' }).click();
      await page.getByRole('button', { name: /^Dashboard menu/ }).click();
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Cellar' }).waitFor();
      await check(found, page, `${paths.dashboard}, the dashboard menu open`);

      await open(page, paths.myProfile);
      await page.getByRole('button', { name: 'Edit Title' }).click();
      await check(found, page, `${paths.myProfile}, the Title row being edited`);

      // The cellar with a wine of the member's own, and its Remove step open.
      const wine = `Access Chablis ${Date.now().toString(36)}`;
      const added = await page.request.post(API_PATHS.cellar.add, {
        headers,
        data: { wine, producer: 'Domaine Laroche', vintage: '2021' },
      });
      expect(added.ok()).toBe(true);
      await open(page, paths.myCellar);
      await page.getByRole('button', { name: `Remove ${wine}` }).click();
      await page
        .getByRole('group', { name: `Remove ${wine}` })
        .getByRole('button', { name: 'Yes, remove' })
        .waitFor();
      await check(found, page, `${paths.myCellar}, a Remove step open`);
      await page
        .getByRole('group', { name: `Remove ${wine}` })
        .getByRole('button', { name: 'Yes, remove' })
        .click();
      await page.getByText(`${wine} has been removed from your cellar.`).waitFor();

      // Checkout, step by step, for an experience.
      const experience = await placedItem(page, 'experience');
      await emptyCart(page, token);
      const inCart = await page.request.post(API_PATHS.cart.update, {
        headers,
        data: { productGroup: 'Experiences', productId: experience.id, action: 'add', quantity: 1 },
      });
      expect(inCart.ok()).toBe(true);
      await visit(found, page, paths.cart, `${paths.cart} with an item`);
      await visit(found, page, paths.checkout, `${paths.checkout}: 1. Attendee Details`);
      await fillAttendeeDetails(page);
      await page.getByLabel('I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy').check();
      await page.getByRole('button', { name: 'Confirm Details' }).click();
      await page.getByRole('heading', { name: '2. Payment Details' }).waitFor();
      await page.getByLabel('Card number').waitFor();
      // The step takes the focus and comes to the top, below the sticky header, rather than leaving the page where the
      // (much longer) attendee form's button was, with the card number under the header.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('2. Payment Details');
      const header = await page.locator('.site-header').boundingBox();
      const heading = await page.getByRole('heading', { name: '2. Payment Details' }).boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await check(found, page, `${paths.checkout}: 2. Payment Details`);
      await payWith(page, '4242 4242 4242 4242');
      // The buyer lands on their booking, under the confirmation banner.
      await page.waitForURL((url) => url.pathname.startsWith(`${paths.myExperiences}/`));
      await page.getByRole('status').filter({ hasText: 'Booking confirmed' }).waitFor();
      await check(found, page, 'the booking confirmation');

      await visit(found, page, paths.myExperiences);
      await page.locator(`.booking-card a[href^="${paths.myExperiences}/"]`).first().click();
      await page.waitForURL((url) => url.pathname.startsWith(`${paths.myExperiences}/`));
      await check(found, page, 'an experience booking');

      expect(found).toEqual(noneIn(found));
    });
  });

  test('as the host: the dashboard, create forms, lists and manage pages with their editors and confirm steps, wine lists and the profile editor', async ({
    page,
    hostToken: token,
  }) => {
    test.setTimeout(180_000);
    const found: Found = {};
    const headers = { authorization: `Token ${token}` };

    await visit(found, page, paths.dashboard);
    await visit(found, page, paths.createExperience);
    await visit(found, page, paths.hostEvents);
    await visit(found, page, paths.hostExperiences);

    // Manage Event of an event on sale at a venue: a field being edited with the cancel step open, then the map position.
    const events = (await (await page.request.get(API_PATHS.host.event.listing, { headers })).json()) as {
      id: number;
      status: string;
      lat: number | null;
    }[];
    const onSale = events.find((event) => event.status === 'Active' && event.lat !== null);
    if (!onSale) throw new Error('The demo host has no event on sale at a venue');
    await open(page, paths.hostEvent(onSale.id));
    const descriptionRow = page.locator('#field-description');
    await descriptionRow.getByRole('button', { name: 'Edit Description' }).click();
    await page.getByRole('button', { name: 'Cancel event' }).click();
    await page.getByRole('button', { name: 'Keep it on sale' }).waitFor();
    await check(found, page, 'Manage Event, Description being edited, the cancel step open');
    await page.getByRole('button', { name: 'Keep it on sale' }).click();
    await descriptionRow.getByRole('button', { name: 'Cancel' }).click();
    const positionRow = page.locator('#field-lat');
    await positionRow.getByRole('button', { name: 'Edit Map position' }).click();
    await positionRow.locator('.leaflet-marker-icon').waitFor();
    await check(found, page, 'Manage Event, the map position being edited');
    await positionRow.getByRole('button', { name: 'Cancel' }).click();

    const experiences = (await (await page.request.get(API_PATHS.host.experience.listing, { headers })).json()) as { id: number }[];
    const experience = experiences[0];
    if (!experience) throw new Error('The demo host has no experience');
    await visit(found, page, paths.hostExperience(experience.id));

    // My Wine Lists with a Delete step open (and left), then the profile editor with a suggestion list open.
    await open(page, paths.hostWineLists);
    const card = page.getByRole('article').first();
    const listName = (await card.getByRole('heading').first().textContent()) ?? '';
    await card.getByRole('button', { name: `Delete ${listName}` }).click();
    await card.getByRole('group', { name: `Delete ${listName}` }).waitFor();
    await check(found, page, `${paths.hostWineLists}, a Delete step open`);
    await card
      .getByRole('group', { name: `Delete ${listName}` })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await open(page, '/wine-profile/blanc-de-blancs-extra-brut-4?wine-list=2&wine=4');
    const origin = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Where the wine is from', exact: true }) })
      .first();
    await origin.getByRole('button', { name: /^Edit Section/ }).click();
    await origin.getByRole('combobox', { name: 'Country', exact: true }).fill('fra');
    await origin.getByRole('option', { name: 'France', exact: true }).waitFor();
    await check(found, page, 'the wine profile editor, a suggestion list open');

    // A host has no cart of their own: the cart and checkout say so.
    await visit(found, page, paths.cart, `${paths.cart} as a host`);
    await visit(found, page, paths.checkout, `${paths.checkout} as a host`);

    expect(found).toEqual(noneIn(found));
  });
});
