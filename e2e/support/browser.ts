import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { API_PATHS } from '@trg/contract/api-paths';
import { setupValues } from './setup-values.ts';

/** The site global setup started. */
export const baseURL = () => setupValues().baseURL;
/** MAP_TILE_URL of the server: the local tile stub's template. */
export const mapTileUrl = () => setupValues().mapTileUrl;

/**
 * Scrolls to a part below the fold as a visitor would, and waits until its `control` works: such parts (the home
 * page's request form, the footer) hydrate after the page, their buttons disabled until then.
 */
export async function reach(part: Locator, control: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await expect.poll(() => control.isEnabled(), { timeout: 15_000 }).toBe(true);
}

/**
 * Scrolls the page's (first) map into the middle of the screen in one step in the page. A map's reserved space is
 * replaced by the map itself as soon as it nears the screen, so a locator's own scrolling can find the element it
 * resolved already gone.
 */
export async function scrollToMap(page: Page): Promise<void> {
  await page
    .locator('.map')
    .first()
    .evaluate((map) => map.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/** The axe tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** Accessibility violations (WCAG 2.0 to 2.2, A and AA; every control's visible text in its name) on the current page, as "rule: target" lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Colours are only final once transitions (a slide fading in) have run.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    // axe files this WCAG 2.5.3 (A) check as experimental and leaves it out of the tags; Lighthouse runs it.
    // (Before withTags, which adds to these options; options() replaces them.)
    // Only violations are read: axe then details no passing or incomplete node (faster).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags([...WCAG_TAGS])
    .analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

export const DEMO_MEMBER = { username: 'margaux', password: 'TastingNotes-2026' } as const;
export const DEMO_PROFESSIONAL = { username: 'domaine', password: 'CellarDoor-2026' } as const;
/** The staff account global setup made with `npm run staff -- create` and whose password it set. */
export const staffAccount = () => setupValues().staffAccount;
/** A second staff account, its one-time link (to set its password) not yet used. */
export const staffInvite = () => setupValues().staffInvite;

/** Signs the page in through the API (as the login form would) and stores the token where the app keeps it. */
export async function loginAs(page: Page, account: { username: string; password: string }): Promise<string> {
  const response = await page.request.post(API_PATHS.login, { data: account });
  if (!response.ok()) throw new Error(`login as ${account.username} failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

interface CartLine {
  orderType: string;
  event__id: number | null;
  experiences__id: number | null;
}

/** Empties the member's cart (and its voucher) through the API. */
export async function emptyCart(page: Page, token: string) {
  const headers = { authorization: `Token ${token}` };
  const current = (await (await page.request.get(API_PATHS.cart.myOrders, { headers })).json()) as { cart: CartLine[] };
  for (const line of current.cart) {
    await page.request.post(API_PATHS.cart.update, {
      headers,
      data: { productGroup: line.orderType, productId: line.event__id ?? line.experiences__id, action: 'remove' },
    });
  }
  await page.request.post(API_PATHS.cart.update, { headers, data: { action: 'voucher', voucherCode: '' } });
}

/** Fills the checkout's attendee details that the member's account does not give (the age and terms box is left). */
export async function fillAttendeeDetails(page: Page) {
  await page.getByLabel('Phone').fill('07700 900123');
  await page.getByLabel('Address line 1').fill('14 Rue des Vignes');
  await page.getByLabel('City').fill('Reims');
  await page.getByLabel('Postcode').fill('51100');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('FR');
}

/** Fills the payment form with a card of the built-in test provider, and pays. */
export async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
}

/**
 * Buys tickets the way the checkout page does, through the API with the built-in test provider's 4242 card:
 * add to the cart, create the payment intent with attendee details, confirm the card, complete the order.
 * Answers the booking reference.
 */
export async function buyThroughCheckout(
  page: Page,
  token: string,
  productGroup: 'Events' | 'Experiences',
  productId: number,
  quantity = 1,
) {
  return buyLinesThroughCheckout(page, token, [{ productGroup, productId, quantity }]);
}

/** As buyThroughCheckout, with several lines in the one order. */
export async function buyLinesThroughCheckout(
  page: Page,
  token: string,
  lines: { productGroup: 'Events' | 'Experiences'; productId: number; quantity?: number; slot?: number }[],
) {
  const headers = { authorization: `Token ${token}` };
  const call = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { headers, data });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  let orderId: unknown;
  for (const { productGroup, productId, quantity = 1, slot } of lines) {
    orderId = (
      await call(API_PATHS.cart.update, { productGroup, productId, action: 'add', quantity, ...(slot === undefined ? {} : { slot }) })
    ).OrderId;
  }
  const attendeeDetails = {
    title: 'Ms',
    firstName: 'Margaux',
    lastName: 'Fielding',
    countryCode: '+44',
    phone: '07700 900123',
    companyName: '',
    address: '3 Cellar Lane',
    city: 'London',
    postCode: 'SE1 9AA',
    country: 'GB',
  };
  const intent = await call(API_PATHS.cart.createPaymentIntent, { OrderId: orderId, attendeeDetails });
  await call(API_PATHS.payments.testProviderConfirm, {
    clientSecret: intent.client_secret,
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  await call(API_PATHS.cart.completeOrder, { OrderId: orderId });
  return String(intent.bookingReference);
}

/** A member registered for a journey (username `<prefix>_<hex>`), signed in on the page: their token and email. */
export async function registerMember(page: Page, firstName: string, prefix: string): Promise<{ token: string; email: string }> {
  await page.goto('/');
  await page.request.get(API_PATHS.csrf);
  const csrf = (await page.context().cookies(baseURL())).find((c) => c.name === 'csrftoken')?.value ?? '';
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const response = await page.request.post(API_PATHS.register, {
    headers: { 'X-CSRFToken': csrf },
    data: {
      username,
      email,
      password: 'Barrel-Aged-Riesling',
      password2: 'Barrel-Aged-Riesling',
      first_name: firstName,
      last_name: 'Marchand',
      registrationType: 'mbr',
    },
  });
  if (!response.ok()) throw new Error(`registering failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return { token, email };
}
