import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { StatementSchema } from '@trg/contract/bank';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { DisputesPageSchema, PayoutRunResultSchema, PayoutsPageSchema } from '@trg/contract/operator-payouts';
import { OrderDetailSchema } from '@trg/contract/operator-orders';
import { queryRows } from '../../db/client.ts';
import { createCatalogItem, createMember, createProfessional, createStaffUser } from '../../testing/factories.ts';
import { useCartTestApp } from '../../testing/cart.ts';
import { bookSale, hostBalances, unbalancedTransactions } from '../ledger/index.ts';

const bed = useCartTestApp();
const db = () => bed.db();
const app = () => bed.context().app;
const path = (template: string, id: number) => template.replace(':id', String(id));
const LONG_AGO = new Date('2026-01-10T18:00:00Z');

/** A host with bank details (through their own route) and a sale of an item that ended long ago, booked. */
async function hostWithPayable(iban: string, holder: string, subtotalMinor: number, orderId: number) {
  const host = await createProfessional(db());
  const saved = await app().inject({
    method: 'POST',
    url: API_PATHS.hostBankDetails,
    headers: host.headers,
    payload: { accountHolder: holder, iban, bic: 'COBADEFFXXX' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const item = await createCatalogItem(db(), host.user.id, { currency: 'EUR', priceMinor: subtotalMinor });
  await db().transaction((tx) =>
    bookSale(tx, {
      orderId,
      currency: 'EUR',
      totalMinor: subtotalMinor + 100,
      discountMinor: 0,
      paidAt: LONG_AGO,
      lines: [{ orderItemId: orderId * 10, hostId: host.user.id, subtotalMinor, feesMinor: 83, vatMinor: 17, itemEndsAt: LONG_AGO }],
    }),
  );
  return { host, item };
}

describe('host bank details', () => {
  it('checks the IBAN by its mod-97 digits and the BIC, naming the field', async () => {
    const host = await createProfessional(db());
    const bad = await app().inject({
      method: 'POST',
      url: API_PATHS.hostBankDetails,
      headers: host.headers,
      payload: { accountHolder: 'Domaine X', iban: 'DE89370400440532013001', bic: 'COBADEFFXXX' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ iban: expect.stringMatching(/check digits/) });
    const good = await app().inject({
      method: 'POST',
      url: API_PATHS.hostBankDetails,
      headers: host.headers,
      payload: { accountHolder: 'Domaine X', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' },
    });
    expect(good.json()).toEqual({ accountHolder: 'Domaine X', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' });
  });
});

describe('manual payouts', () => {
  it('pays the chosen hosts what is payable: books it, and writes a pain.001 file a bank imports', async () => {
    const staff = (await createStaffUser(db())).headers;
    const one = await hostWithPayable('FR1420041010050500013M02606', 'Château Élodie & Fils', 12_345, 900_001);
    const two = await hostWithPayable('DE89370400440532013000', 'Weingut Müller', 6_789, 900_002);

    const page = PayoutsPageSchema.parse((await app().inject({ method: 'GET', url: OPERATOR_API_PATHS.payouts, headers: staff })).json());
    expect(page.holdDays).toBe(7);
    expect(page.balances.find((row) => row.hostId === one.host.user.id)).toMatchObject({
      balance: '123.45',
      payable: '123.45',
      bankReady: true,
      iban: 'FR14 •••• 2606',
    });

    const run = await app().inject({
      method: 'POST',
      url: OPERATOR_API_PATHS.payouts,
      headers: staff,
      payload: { hosts: [two.host.user.id, one.host.user.id] },
    });
    expect(run.statusCode, run.body).toBe(200);
    const batch = PayoutRunResultSchema.parse(run.json()).batch!;
    expect(batch).toMatchObject({ total: '191.34', payoutCount: 2 });

    const file = await app().inject({ method: 'GET', url: path(OPERATOR_API_PATHS.payoutFile, batch.id), headers: staff });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/application\/xml/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${batch.messageId}.xml"`);
    const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'CdtTrfTxInf' }).parse(
      file.body,
    );
    expect(xml.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const initiation = xml.Document.CstmrCdtTrfInitn;
    expect(initiation.GrpHdr).toMatchObject({ MsgId: batch.messageId, NbOfTxs: '2', CtrlSum: '191.34' });
    expect(initiation.GrpHdr.CreDtTm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const payment = initiation.PmtInf;
    expect(payment).toMatchObject({ PmtMtd: 'TRF', NbOfTxs: '2', CtrlSum: '191.34', ChrgBr: 'SLEV' });
    expect(payment.DbtrAcct.Id.IBAN).toBe('NL91ABNA0417164300');
    expect(payment.DbtrAgt.FinInstnId.BIC).toBe('ABNANL2A');
    const transfers = payment.CdtTrfTxInf as {
      PmtId: { EndToEndId: string };
      Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
      Cdtr: { Nm: string };
      CdtrAcct: { Id: { IBAN: string } };
      RmtInf: { Ustrd: string };
    }[];
    expect(transfers.map((t) => [t.Amt.InstdAmt['#text'], t.Amt.InstdAmt['@_Ccy'], t.CdtrAcct.Id.IBAN, t.Cdtr.Nm])).toEqual([
      ['123.45', 'EUR', 'FR1420041010050500013M02606', 'Chateau Elodie Fils'],
      ['67.89', 'EUR', 'DE89370400440532013000', 'Weingut Muller'],
    ]);
    const sum = transfers.reduce((total, t) => total + Math.round(Number(t.Amt.InstdAmt['#text']) * 100), 0);
    expect(sum).toBe(19_134);
    expect(new Set(transfers.map((t) => t.PmtId.EndToEndId)).size).toBe(2);
    expect(transfers.every((t) => t.PmtId.EndToEndId.length <= 35 && t.RmtInf.Ustrd.includes(batch.messageId))).toBe(true);

    // Booked: nothing left payable; a second run is refused with a reason.
    const after = await hostBalances(db(), { now: new Date(), holdDays: 7, hostIds: [one.host.user.id, two.host.user.id] });
    expect(after.map((row) => row.payableMinor)).toEqual([0, 0]);
    expect(await unbalancedTransactions(db())).toEqual([]);
    const again = await app().inject({
      method: 'POST',
      url: OPERATOR_API_PATHS.payouts,
      headers: staff,
      payload: { hosts: [one.host.user.id] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/nothing payable/);
    const [audited] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from audit_log where action = 'payout.batch'`);
    expect(audited?.n).toBe(1);
  });

  it('refuses a host without bank details, saying who', async () => {
    const staff = (await createStaffUser(db())).headers;
    const host = await createProfessional(db(), { firstName: 'Nobank', lastName: 'Host' });
    await db().transaction((tx) =>
      bookSale(tx, {
        orderId: 900_010,
        currency: 'EUR',
        totalMinor: 1000,
        discountMinor: 0,
        paidAt: LONG_AGO,
        lines: [{ orderItemId: 9_000_100, hostId: host.user.id, subtotalMinor: 1000, feesMinor: 0, vatMinor: 0, itemEndsAt: LONG_AGO }],
      }),
    );
    const run = await app().inject({ method: 'POST', url: OPERATOR_API_PATHS.payouts, headers: staff, payload: { hosts: [host.user.id] } });
    expect(run.statusCode).toBe(409);
    expect(run.json().error.message).toMatch(/has not given valid bank details/);
  });
});

describe('disputes with the test provider', () => {
  it('staff simulate a dispute opened and lost; it is listed and booked', async () => {
    const staff = (await createStaffUser(db())).headers;
    const item = await bed.item({ currency: 'EUR', priceMinor: 4000 });
    const buyer = await createMember(db());
    const client = bed.client;
    const orderId = client.json<{ OrderId: number }>(await client.add(buyer.headers, item.id)).OrderId;
    const intent = client.json<{ client_secret: string }>(await client.intent(buyer.headers, orderId));
    await client.pay(buyer.headers, intent.client_secret);
    expect((await client.complete(buyer.headers, orderId)).statusCode).toBe(200);
    const step = (name: string) =>
      app().inject({ method: 'POST', url: path(OPERATOR_API_PATHS.orderTestDispute, orderId), headers: staff, payload: { step: name } });
    expect((await step('won')).statusCode).toBe(409);
    const opened = await step('open');
    expect(opened.statusCode, opened.body).toBe(200);
    OrderDetailSchema.parse(opened.json());
    expect((await step('open')).statusCode).toBe(409);
    expect((await step('lost')).statusCode).toBe(200);
    expect((await step('won')).statusCode).toBe(409);
    const list = DisputesPageSchema.parse((await app().inject({ method: 'GET', url: OPERATOR_API_PATHS.disputes, headers: staff })).json());
    expect(list.disputes.find((d) => d.orderId === orderId)).toMatchObject({ status: 'lost', amount: '42.40', provider: 'test' });
    expect(await unbalancedTransactions(db())).toEqual([]);
  });
});

describe("a host's monthly statement", () => {
  it('lists sales with fee invoices, refunds and payouts, and the closing balance, as CSV', async () => {
    const { host } = await hostWithPayable('BE68539007547034', 'Domaine Belge', 5000, 900_020);
    const month = LONG_AGO.toISOString().slice(0, 7);
    const response = await app().inject({
      method: 'GET',
      url: `${API_PATHS.hostStatement}?month=${month}&currency=EUR`,
      headers: host.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const rows = response.body
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(rows[0]?.[0]).toBe('Date');
    expect(rows[1]).toEqual([`${month}-01`, 'Opening balance', '', '', '', '', '', '', '', '0.00', 'EUR']);
    const sale = rows.find((row) => row[2] === 'order-900020');
    expect(sale).toEqual([
      '2026-01-10',
      'Sale',
      'order-900020',
      '50.00',
      '1.00',
      expect.stringMatching(/^F-\d{6}$/),
      '0.00',
      '0.00',
      '0.00',
      '50.00',
      'EUR',
    ]);
    expect(rows.at(-1)).toEqual(['', 'Closing balance', '', '', '', '', '', '', '', '50.00', 'EUR']);
    const bad = await app().inject({ method: 'GET', url: `${API_PATHS.hostStatement}?month=2026-13`, headers: host.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the same figures as JSON for the printable page (format=json)', async () => {
    const { host } = await hostWithPayable('BE68539007547034', 'Domaine Belge', 5000, 900_021);
    const month = LONG_AGO.toISOString().slice(0, 7);
    const url = `${API_PATHS.hostStatement}?month=${month}&currency=EUR`;
    const response = await app().inject({ method: 'GET', url: `${url}&format=json`, headers: host.headers });
    expect(response.statusCode, response.body).toBe(200);
    const statement = StatementSchema.parse(response.json());
    expect(statement).toMatchObject({ month, currency: 'EUR', openingMinor: 0, closingMinor: 5000 });
    expect(statement.hostName).not.toBe('');
    const sale = statement.lines.find((line) => line.reference === 'order-900021');
    expect(sale).toMatchObject({ label: 'Sale', salesMinor: 5000, feeMinor: 100, amountMinor: 5000, balanceMinor: 5000 });
    expect(sale?.feeInvoice).toMatch(/^F-\d{6}$/);
    // The CSV is built from the same figures: its sale row carries the same invoice number.
    const csv = await app().inject({ method: 'GET', url, headers: host.headers });
    expect(csv.body).toContain(`order-900021,50.00,1.00,${sale?.feeInvoice}`);
    const bad = await app().inject({ method: 'GET', url: `${url}&format=pdf`, headers: host.headers });
    expect(bad.statusCode).toBe(400);
  });
});
