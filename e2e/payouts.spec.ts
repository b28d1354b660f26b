import fs from 'node:fs';
import { OPERATOR_API_PATHS, operatorPaths } from '@trg/contract/operator-paths';
import type { PayoutsPage } from '@trg/contract/operator-payouts';
import { accessibilityViolations, buyThroughCheckout, DEMO_MEMBER, DEMO_PROFESSIONAL, emptyCart, loginAs } from './support/browser.ts';
import { DESKTOP, expect, PHONE, test } from './support/fixtures.ts';
import { hostItem, londonDateTime } from './support/host-items.ts';

const SHOTS = '/tmp/shots/payouts';
fs.mkdirSync(SHOTS, { recursive: true });

/** The demo host's account, as the seed gives it (decision 0030). */
const DEMO_IBAN = 'FR1420041010050500013M02606';
const DEMO_BIC = 'PSSTFRPPXXX';

// The journeys' server runs with PAYOUT_HOLD_DAYS=0 (global setup), so a sale is payable once its item is over.
test.describe("the console's payouts", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`staff see each host's balance, the batches and the disputes (${viewport.width} px)`, async ({ page, staffToken: _ }) => {
      await page.setViewportSize(viewport);
      await page.goto(operatorPaths.payouts);
      await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
      const balances = page.getByRole('table', { name: 'Balances per host and currency' });
      // The seed's bookings are in pounds; earlier journeys may have added rows in other currencies.
      await expect(balances.getByRole('row', { name: /Domaine Vasseur/ }).filter({ hasText: '£' })).toHaveCount(1);
      await expect(page.getByText('No payment has been disputed.')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/payouts-${viewport.width}.png`, fullPage: true });
    });
  }

  test('a member pays for a host’s event in euros; once it is over staff run a payout and download the pain.001, which a bank can read', async ({
    page,
    newPage,
    staffToken,
  }) => {
    test.setTimeout(240_000);
    // The host sells a tasting in euros that begins within two minutes, on sale until it begins.
    const host = await newPage(DESKTOP);
    const hostToken = await loginAs(host.page, DEMO_PROFESSIONAL);
    const startsAt = Math.ceil((Date.now() + 70_000) / 60_000) * 60_000;
    const start = londonDateTime(new Date(startsAt));
    const id = await hostItem(host.page.request, hostToken, {
      kind: 'event',
      title: `Payout Tasting ${Date.now()}`,
      fields: {
        description: 'Six wines of the house in the tasting room, with the cellar master.',
        eventType: 'Tasting',
        date: start.date,
        time: start.time,
        timeZone: 'Europe/London',
        currency: 'EUR',
        price: '45',
        quantity: '10',
        maximumQuantity: '2',
        ticketsPerOrder: '2',
        salesStartDate: '2026-01-01',
        salesStartTime: '09:00',
        salesEndDate: start.date,
        salesEndTime: start.time,
        summary: 'Six wines with the cellar master.',
        locationAddress: '12 Rue de la Cave',
        locationcity: 'Cramant',
        locationZip_code: '51530',
        locationCountry: 'FR',
        lat: 48.9936,
        lng: 4.0584,
      },
    });
    const member = await newPage(DESKTOP);
    const memberToken = await loginAs(member.page, DEMO_MEMBER);
    await emptyCart(member.page, memberToken);
    await buyThroughCheckout(member.page, memberToken, 'Events', id, 2);
    // Payable once the item is over (the journeys' hold is no days): it has no end time, so once it has begun.
    await page.waitForTimeout(Math.max(0, startsAt - Date.now() + 1_000));

    // What the books say the host may be paid in euros now, the sale included.
    const staff = { authorization: `Token ${staffToken}` };
    const before = (await (await page.request.get(OPERATOR_API_PATHS.payouts, { headers: staff })).json()) as PayoutsPage;
    const row = before.balances.find((balance) => balance.name === 'Domaine Vasseur' && balance.currency === 'EUR');
    expect(row?.bankReady).toBe(true);
    const payableCents = Math.round(Number(row?.payable) * 100);
    expect(payableCents).toBeGreaterThanOrEqual(9000);

    await page.goto(operatorPaths.payouts);
    await page.getByRole('checkbox', { name: 'Pay Domaine Vasseur' }).check();
    await page.getByRole('button', { name: 'Run a payout batch for the chosen hosts' }).click();
    await page.getByRole('button', { name: 'Confirm payouts' }).click();
    const batches = page.getByRole('table', { name: /Batches, newest first/ });
    await expect(batches.getByRole('row')).not.toHaveCount(0);
    const after = (await (await page.request.get(OPERATOR_API_PATHS.payouts, { headers: staff })).json()) as PayoutsPage;
    const batch = after.batches[0];
    if (!batch) throw new Error('no batch after the run');
    // The balance paid is no longer payable.
    const paidRow = after.balances.find((balance) => balance.name === 'Domaine Vasseur' && balance.currency === 'EUR');
    expect(Number(paidRow?.payable ?? '0')).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/payouts-run-1280.png`, fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download pain.001, the SEPA file of ${batch.messageId}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${batch.messageId}.xml`);
    const xml = fs.readFileSync(await download.path(), 'utf8');

    // Read as a bank would: the browser's XML parser, by the ISO 20022 element names.
    const file = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const one = (parent: Element | Document, name: string) => parent.getElementsByTagNameNS('*', name)[0]?.textContent ?? null;
      const transfers = Array.from(doc.getElementsByTagNameNS('*', 'CdtTrfTxInf')).map((transfer) => {
        const amount = transfer.getElementsByTagNameNS('*', 'InstdAmt')[0];
        return {
          amount: amount?.textContent ?? null,
          currency: amount?.getAttribute('Ccy') ?? null,
          iban: one(transfer.getElementsByTagNameNS('*', 'CdtrAcct')[0] ?? transfer, 'IBAN'),
          bic: one(transfer, 'BIC'),
          creditor: one(transfer.getElementsByTagNameNS('*', 'Cdtr')[0] ?? transfer, 'Nm'),
          endToEndId: one(transfer, 'EndToEndId'),
        };
      });
      return {
        parseError: doc.getElementsByTagName('parsererror').length > 0,
        namespace: doc.documentElement.namespaceURI,
        messageId: one(doc, 'MsgId'),
        count: one(doc.getElementsByTagNameNS('*', 'GrpHdr')[0] ?? doc, 'NbOfTxs'),
        controlSum: one(doc.getElementsByTagNameNS('*', 'GrpHdr')[0] ?? doc, 'CtrlSum'),
        transfers,
      };
    }, xml);
    expect(file.parseError).toBe(false);
    expect(file.namespace).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(file.messageId).toBe(batch.messageId);
    expect(file.count).toBe(String(file.transfers.length));
    expect(file.transfers).toHaveLength(1);
    expect(file.transfers[0]).toMatchObject({
      amount: (payableCents / 100).toFixed(2),
      currency: 'EUR',
      iban: DEMO_IBAN,
      bic: DEMO_BIC,
      creditor: 'Domaine Vasseur SARL',
    });
    const sum = file.transfers.reduce((total, transfer) => total + Math.round(Number(transfer.amount) * 100), 0);
    expect(Math.round(Number(file.controlSum) * 100)).toBe(sum);
  });
});
