import fs from 'node:fs';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { API_PATHS } from '@trg/contract/api-paths';
import { accessibilityViolations, loginAs, reach, staffAccount } from './support/browser.ts';
import { sentMailTo } from './support/mail.ts';
import { expect, PHONE, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/operator-requests';
fs.mkdirSync(SHOTS, { recursive: true });
/** Letters only (the form's name rule), different on every run. */
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const STAFF_EMAIL = 'ops-e2e@therealgrape.example';

test.describe('the request inbox', () => {
  test('takes a request from the home page to a reply in the requester’s mailbox', async ({ newPage }) => {
    test.setTimeout(180_000);
    const lastName = `Vautrin${letters()}`;
    const email = `requester.${letters()}@example.com`;

    // A visitor sends the home page's request-info form.
    const visitor = await newPage();
    await visitor.page.goto('/');
    const form = visitor.page.getByRole('form', { name: 'Request information' });
    await reach(form, form.getByRole('button', { name: 'Send request' }));
    await form.getByLabel('First name').fill('Solène');
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+33 6 12 34 56 78');
    await form.getByLabel('Country').selectOption('FR');
    await form.getByLabel('City').fill('Épernay');
    await form.getByLabel('How can we help?').fill('Could you plan three days in Champagne for our anniversary in May?');
    await form.getByLabel('How did you hear about us?').selectOption({ label: 'Editorial' });
    await form.getByLabel(/over the age of 18/).check();
    const sent = visitor.page.waitForResponse((r) => r.url().endsWith(API_PATHS.requestInfo) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send request' }).click();
    expect((await sent).status()).toBe(201);
    await visitor.context.close();

    // The staff are told by email, with a link to the request and nothing of the message.
    await expect
      .poll(async () => (await sentMailTo(STAFF_EMAIL)).filter((mail) => mail.includes(lastName)).length, { timeout: 15_000 })
      .toBe(1);
    const [notice = ''] = (await sentMailTo(STAFF_EMAIL)).filter((mail) => mail.includes(lastName));
    expect(notice).toMatch(/\/operator\/requests\/\d+/);
    expect(notice).not.toContain('anniversary');

    // Staff sign in, find it in the inbox by searching and filtering.
    const { context, page } = await newPage();
    await loginAs(page, staffAccount());
    await page.goto('/operator/requests');
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    const search = page.getByRole('search', { name: 'Requests' });
    await search.getByLabel('Search').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    await search.getByLabel('Status').selectOption('new');
    const link = page.getByRole('link', { name: `Solène ${lastName}` });
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Request from Solène ${lastName}` }).waitFor();
    expect(await page.getByText('Could you plan three days in Champagne').count()).toBe(1);
    expect(await page.getByText('Editorial').count()).toBe(1);
    expect(await page.getByText('France').count()).toBe(1);

    // Take it on: in progress, assigned to me, a note.
    await page.getByLabel('Status').selectOption('in_progress');
    await page.getByLabel('Assignee').selectOption({ label: 'ops_e2e' });
    await page.getByLabel('Notes').fill('Suggest the Avize cellars.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();

    // Answer it.
    await page
      .getByLabel('Reply to Solène')
      .fill('Dear Solène,\n\nMay is lovely in Champagne: we will send you three itineraries this week.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText(`Your reply was sent to ${email}.`).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('answered');
    expect(await page.getByRole('list').filter({ hasText: 'three itineraries' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/request-desktop.png`, fullPage: true });

    // The requester has it.
    await expect.poll(async () => (await sentMailTo(email)).length, { timeout: 15_000 }).toBe(1);
    const [mail = ''] = await sentMailTo(email);
    expect(mail).toContain('Subject: Re: your request to The Real Grape');
    expect(mail).toContain('three itineraries this week');

    // The inbox shows it answered and assigned.
    await page.getByRole('link', { name: 'All requests' }).click();
    const inbox = page.getByRole('search', { name: 'Requests' });
    await inbox.getByLabel('Assignee').selectOption('me');
    await inbox.getByLabel('Status').selectOption('answered');
    await page.getByRole('link', { name: `Solène ${lastName}` }).waitFor();
    await page.screenshot({ path: `${SHOTS}/requests-desktop.png`, fullPage: true });
    await context.close();
  });

  test.describe(() => {
    test.use({ viewport: PHONE });
    test('fits a phone, and the sign-ups page offers its CSV', async ({ page, staffToken: token }) => {
      test.setTimeout(120_000);
      await page.goto('/operator/requests');
      await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/requests-phone.png`, fullPage: true });
      await page.locator('.operator-table a').first().click();
      await page.getByRole('heading', { level: 1, name: /^Request from / }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/request-phone.png`, fullPage: true });

      await page.goto('/operator/sign-ups');
      await page.getByRole('heading', { level: 1, name: 'Sign-ups' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/sign-ups-phone.png`, fullPage: true });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^sign-ups-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await page.request.get(OPERATOR_API_PATHS.signUpsExport, { headers: { authorization: `Token ${token}` } });
      expect(csv.headers()['content-type']).toContain('text/csv');
      expect((await csv.text()).split('\r\n')[0]).toContain('First name,Last name,Email');
    });
  });
});
