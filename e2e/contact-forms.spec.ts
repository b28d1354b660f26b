import type { Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { accessibilityViolations, baseURL, reach } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

const requestForm = (page: Page) => page.getByRole('form', { name: 'Request information' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });
/** The home page's request form, scrolled to and working. */
async function reachRequestForm(page: Page) {
  const form = requestForm(page);
  await reach(form, form.getByRole('button', { name: 'Send request' }));
  return form;
}
/** The footer's sign-up, scrolled to and opened. */
async function openSignUp(page: Page) {
  const open = page.getByRole('button', { name: 'Sign up to our newsletter' });
  await reach(open, open);
  await open.click();
}

async function fillContact(form: ReturnType<typeof requestForm>, values: { email: string; city?: string; request?: boolean }) {
  await form.getByLabel('First name').fill('Margaux');
  await form.getByLabel('Last name').fill('Durand');
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await form.getByLabel('Country').selectOption('FR');
  await form.getByLabel('City').fill(values.city ?? 'Reims');
  if (values.request) await form.getByLabel('How can we help?').fill('A long weekend in Champagne for six.');
  await form.getByLabel('How did you hear about us?').selectOption({ label: 'Social Media' });
  await form.getByLabel(/over the age of 18/).check();
}

const outbox = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('trg_outbox') ?? '[]') as unknown[]);

test.describe('the request-info form', () => {
  test('walks the error modal: the latest of the first two failed checks, inline marks, then a valid send', async ({ page }) => {
    await page.goto('/');
    const form = await reachRequestForm(page);
    const errorModal = page.getByRole('dialog', { name: 'Form has errors' });

    // Everything empty: nine failures, the modal shows the second (last name).
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => errorModal.isVisible()).toBe(true);
    expect(await errorModal.textContent()).toContain('Please provide your last name');
    expect(await errorModal.textContent()).not.toContain('Please provide your first name');
    // Each invalid field is marked and described by its message.
    const firstName = form.getByLabel('First name');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await firstName.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Please provide your first name');
    expect(await accessibilityViolations(page)).toEqual([]);
    await errorModal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => errorModal.isVisible()).toBe(false);
    // Focus goes to the first field to fix.
    await expect.poll(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);

    // Names given: the second failure is now the phone (the email came first).
    await firstName.fill('Margaux');
    expect(await firstName.getAttribute('aria-invalid')).toBeNull();
    await form.getByLabel('Last name').fill('Durand');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => errorModal.isVisible()).toBe(true);
    expect(await errorModal.textContent()).toContain('Please enter a valid phone number');
    await page.keyboard.press('Escape');
    await expect.poll(() => errorModal.isVisible()).toBe(false);

    // One failure only: the modal shows it.
    await fillContact(form, { email: 'margaux@example.com', city: 'Paris 75', request: true });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => errorModal.isVisible()).toBe(true);
    expect(await errorModal.textContent()).toContain('City should be letters only');
    await errorModal.getByRole('button', { name: 'Close' }).click();

    // All valid: sent, cleared, thanked at once.
    await form.getByLabel('City').fill('Reims');
    const sent = page.waitForResponse((r) => r.url().endsWith(API_PATHS.requestInfo) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send request' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for your request' });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await thanks.getByRole('link', { name: /on Instagram/ }).count()).toBe(1);
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      firstName: 'Margaux',
      lastName: 'Durand',
      email: 'margaux@example.com',
      phone: '+33 6 12 34 56 78',
      countrySelect: 'FR',
      city: 'Reims',
      requestContent: 'A long weekend in Champagne for six.',
      howDidYouHear: 4,
      ageCertification: true,
    });
    expect(await response.request().headerValue('x-csrftoken')).toMatch(/^[\w-]{32,}$/);
    await thanks.getByRole('button', { name: 'Close' }).click();
    expect(await form.getByLabel('First name').inputValue()).toBe('');
    expect(await form.getByLabel(/over the age of 18/).isChecked()).toBe(false);
    await expect.poll(() => outbox(page)).toEqual([]);
  });
});

test.describe('the footer sign-up form', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('opens from the footer, checks, sends the sign-up payload and thanks the visitor', async ({ page }) => {
    await page.goto('/Journal');
    await openSignUp(page);
    const form = signUpForm(page);
    // The sign-up form has no request field.
    expect(await form.getByLabel('How can we help?').count()).toBe(0);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Sign up' }).click();
    const errorModal = page.getByRole('dialog', { name: 'Form has errors' });
    await expect.poll(() => errorModal.isVisible()).toBe(true);
    expect(await errorModal.textContent()).toContain('Please provide your last name');
    await errorModal.getByRole('button', { name: 'Close' }).click();

    await fillContact(form, { email: 'footer.guest@example.com' });
    const sent = page.waitForResponse((r) => r.url().endsWith(API_PATHS.signUp));
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Thank you for signing-up' }).isVisible()).toBe(true);
    const response = await sent;
    expect(response.status()).toBe(201);
    const payload = response.request().postDataJSON();
    expect(payload).not.toHaveProperty('requestContent');
    expect(payload).toMatchObject({ email: 'footer.guest@example.com', howDidYouHear: 4, ageCertification: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('a form typed into before its code arrives', () => {
  test('sends what was typed in the server’s HTML once the code is in', async ({ page }) => {
    // The form's code is held back until the visitor has filled the form the server sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/request-info-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const form = requestForm(page);
    await form.scrollIntoViewIfNeeded();
    expect(await form.getByRole('button', { name: 'Send request' }).isDisabled()).toBe(true);
    await fillContact(form, { email: 'early.typist@example.com', request: true });

    release();
    const sent = page.waitForResponse((r) => r.url().endsWith(API_PATHS.requestInfo) && r.request().method() === 'POST');
    await reach(form, form.getByRole('button', { name: 'Send request' }));
    await form.getByRole('button', { name: 'Send request' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      firstName: 'Margaux',
      email: 'early.typist@example.com',
      countrySelect: 'FR',
      requestContent: 'A long weekend in Champagne for six.',
      ageCertification: true,
    });
    await expect.poll(() => page.getByRole('dialog', { name: 'Thank you for your request' }).isVisible()).toBe(true);
  });
});

test.describe('a page whose csrftoken cookie the server no longer accepts', () => {
  test('sends the form with the fresh cookie the refusal carried, without a reload', async ({ page, context }) => {
    await page.goto('/');
    // As if the server's key had changed since the page loaded: the cookie it holds is not one the server issued.
    const stale = 'x'.repeat(86);
    await context.addCookies([{ name: 'csrftoken', value: stale, url: baseURL(), sameSite: 'Strict' }]);
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(API_PATHS.signUp)) statuses.push(r.status());
    });
    const delivered = page.waitForResponse((r) => r.url().endsWith(API_PATHS.signUp) && r.status() === 201);
    await openSignUp(page);
    await fillContact(signUpForm(page), { email: 'stale.cookie@example.com' });
    await signUpForm(page).getByRole('button', { name: 'Sign up' }).click();
    const response = await delivered;
    const cookie = (await context.cookies(baseURL())).find((c) => c.name === 'csrftoken');
    expect(cookie?.value).not.toBe(stale);
    expect(await response.request().headerValue('x-csrftoken')).toBe(cookie?.value);
    expect(statuses).toEqual([403, 201]);
    await expect.poll(() => outbox(page)).toEqual([]);
  });
});

test.describe('a submission made while the server cannot be reached', () => {
  test('is thanked at once, kept, and delivered when the browser is back online', async ({ page, context }) => {
    await page.goto('/');
    await openSignUp(page);
    await context.setOffline(true);
    await fillContact(signUpForm(page), { email: 'offline.guest@example.com' });
    await signUpForm(page).getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Thank you for signing-up' }).isVisible()).toBe(true);
    await expect.poll(async () => (await outbox(page)).length).toBe(1);
    expect(await outbox(page)).toEqual([
      expect.objectContaining({ form: 'signUp', payload: expect.objectContaining({ email: 'offline.guest@example.com' }) }),
    ]);

    const delivered = page.waitForResponse((r) => r.url().endsWith(API_PATHS.signUp) && r.status() === 201);
    await context.setOffline(false);
    await delivered;
    await expect.poll(() => outbox(page)).toEqual([]);
  });

  test('is kept through a server error and delivered on the next page load', async ({ page }) => {
    await page.route('**/api/requestinfo-create/', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"service_unavailable","message":"down"}}' }),
    );
    await page.goto('/');
    await fillContact(await reachRequestForm(page), { email: 'outage.guest@example.com', request: true });
    await requestForm(page).getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Thank you for your request' }).isVisible()).toBe(true);
    await expect.poll(async () => (await outbox(page)).length).toBe(1);
    const [kept] = (await outbox(page)) as { id: string }[];

    await page.unroute('**/api/requestinfo-create/');
    const delivered = page.waitForResponse((r) => r.url().endsWith(API_PATHS.requestInfo) && r.status() === 201);
    await page.reload();
    const response = await delivered;
    // The resend carries the submission's key, so the server stores it once however often it is sent.
    expect(await response.request().headerValue('idempotency-key')).toBe(kept!.id);
    await expect.poll(() => outbox(page)).toEqual([]);
  });
});
