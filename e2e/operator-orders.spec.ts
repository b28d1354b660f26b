import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@trg/contract/api-paths';
import { paths } from '@trg/contract/paths';
import { OPERATOR_API_PATHS, operatorPaths } from '@trg/contract/operator-paths';
import {
  DEMO_MEMBER,
  DEMO_PROFESSIONAL,
  accessibilityViolations,
  buyLinesThroughCheckout,
  emptyCart,
  loginAs,
  staffAccount,
} from './support/browser.ts';
import { sentMailTo } from './support/mail.ts';
import { expect, test } from './support/fixtures.ts';

const SHOTS = '/tmp/shots/operator-orders';
fs.mkdirSync(SHOTS, { recursive: true });

interface Upcoming {
  itemId: number;
  kind: 'event' | 'experience';
  title: string;
  currency: string;
  status: string;
  takings: string;
  ticketsSold: number;
  capacity: number | null;
}

async function hostUpcoming(page: Page, token: string): Promise<Upcoming[]> {
  const response = await page.request.get(API_PATHS.hostDashboard, { headers: { authorization: `Token ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { upcoming: Upcoming[] }).upcoming;
}

/** The demo member buys one ticket of each item in one order, through the cart API and the test card: the reference. */
const buyInOneOrder = (page: Page, token: string, items: Upcoming[]) =>
  buyLinesThroughCheckout(
    page,
    token,
    items.map((item) => ({ productGroup: item.kind === 'event' ? 'Events' : 'Experiences', productId: item.itemId })),
  );

async function checkPage(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await accessibilityViolations(page), `${name} at 390`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("the operator's orders and hosts", () => {
  test("finds a member's order by its reference, refunds one line: the booking shows it refunded and the host's gross drops", async ({
    newPage,
  }) => {
    test.setTimeout(240_000);
    // Two items of the demo host on sale in one currency, that the demo member buys in one order.
    const { context: hostContext, page: hostPage } = await newPage();
    const hostToken = await loginAs(hostPage, DEMO_PROFESSIONAL);
    const upcoming = (await hostUpcoming(hostPage, hostToken)).filter(
      (item) => item.status === 'Active' && (item.capacity === null || item.ticketsSold < item.capacity - 2),
    );
    const first = upcoming[0]!;
    const second = upcoming.find((item) => item.itemId !== first.itemId && item.currency === first.currency)!;
    expect(second).toBeDefined();

    const { context: memberContext, page: memberPage } = await newPage();
    const memberToken = await loginAs(memberPage, DEMO_MEMBER);
    await emptyCart(memberPage, memberToken);
    const reference = await buyInOneOrder(memberPage, memberToken, [first, second]);
    const grossBefore = (await hostUpcoming(hostPage, hostToken)).find((item) => item.itemId === second.itemId)!.takings;

    const { context, page } = await newPage();
    await loginAs(page, staffAccount());
    await page.goto(operatorPaths.orders);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByLabel('Search').fill(reference.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 order', { exact: true }).waitFor();
    await checkPage(page, 'orders');
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 2, name: `${reference}: paid` }).waitFor();
    await checkPage(page, 'order');

    await page.getByRole('checkbox', { name: new RegExp(`Refund line: ${second.title}`) }).check();
    await page.getByLabel('Reason (the buyer reads it)').fill('The guest cannot come to this one.');
    await page.getByRole('button', { name: `Refund ${reference}` }).click();
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Refunded .* GBP|Refunded .* EUR|Refunded/ })
      .first()
      .waitFor();
    await page.getByRole('cell', { name: /^Refunded / }).waitFor();
    await page.screenshot({ path: `${SHOTS}/order-refunded-1280.png`, fullPage: true });

    // The buyer's bookings show the line refunded, the other still paid; the buyer was emailed.
    const mine = await memberPage.request.get(API_PATHS.bookings.mine, { headers: { authorization: `Token ${memberToken}` } });
    const bookings = (await mine.json()) as {
      boughtEvents: { bookingReference: string; event__id: number; orderStatus: string }[];
      boughtExperiences: { bookingReference: string; experiences__id: number; orderStatus: string }[];
    };
    const ofOrder = [
      ...bookings.boughtEvents.map((b) => ({ id: b.event__id, reference: b.bookingReference, status: b.orderStatus })),
      ...bookings.boughtExperiences.map((b) => ({ id: b.experiences__id, reference: b.bookingReference, status: b.orderStatus })),
    ].filter((b) => b.reference === reference);
    expect(ofOrder.find((b) => b.id === second.itemId)?.status).toBe('refunded');
    expect(ofOrder.find((b) => b.id === first.itemId)?.status).toBe('paid');
    await memberPage.goto(second.kind === 'event' ? paths.myEvents : paths.myExperiences);
    await memberPage.getByText(reference).first().waitFor();
    expect(await memberPage.getByText('Refunded').count()).toBeGreaterThan(0);
    const refundMail = async () =>
      (await sentMailTo('margaux@example.com')).some((m) => /^Subject: .*Refund/m.test(m) && m.includes(reference));
    await expect.poll(refundMail, { timeout: 20_000 }).toBe(true);

    // The host's gross for the refunded item dropped by its ticket price.
    const grossAfter = (await hostUpcoming(hostPage, hostToken)).find((item) => item.itemId === second.itemId)!.takings;
    expect(Number(grossAfter)).toBeLessThan(Number(grossBefore));

    // Hosts: the list and the demo host's page.
    await page.goto(operatorPaths.hosts);
    await page.getByRole('heading', { level: 1, name: 'Hosts' }).waitFor();
    await page.getByRole('table').waitFor();
    await checkPage(page, 'hosts');
    const hosts = await page.request.get(`${OPERATOR_API_PATHS.hosts}?q=${DEMO_PROFESSIONAL.username}`, {
      headers: { authorization: `Token ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    const hostId = ((await hosts.json()) as { results: { id: number }[] }).results[0]!.id;
    await page.goto(operatorPaths.host(hostId));
    await page.getByRole('heading', { level: 2, name: 'Suspend this host' }).waitFor();
    await checkPage(page, 'host');

    await Promise.all([context.close(), memberContext.close(), hostContext.close()]);
  });
});
