import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { OrderDetailSchema } from '@trg/contract/operator-orders';
import { decimalToMinor } from '@trg/contract/money';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { isoDateInDays } from '@trg/contract/dates';
import type { MyBooking } from '@trg/contract/catalog';
import { queryRows } from '../../db/client.ts';
import { createMember, createProfessional, createStaffUser, createCatalogItem } from '../../testing/factories.ts';
import { useCartTestApp } from '../../testing/cart.ts';
import { createVoucher } from '../cart/vouchers.ts';
import { recordDisputeClosed, recordDisputeOpened } from '../checkout/disputes.ts';
import { saveHostBankDetails } from '../profiles/index.ts';
import { hostBalances, postLedgerTransaction, unbalancedTransactions } from './index.ts';
import { runPayoutBatch } from './payouts.ts';
import { ledgerLines, ledgerTransactions } from './schema.ts';

/**
 * The ledger test (issue 33): after each scenario and after each of 50 seeded random interleavings of them (sales,
 * staff refunds, disputes, payouts and buyers' cancellations at 100% and 40% under the items' terms), every
 * transaction adds up to zero, and each host's balance equals what their sales took less refunds, lost disputes
 * and payouts, computed on its own from the orders, refunds, disputes and payouts tables.
 */

const bed = useCartTestApp();
const db = () => bed.db();
const app = () => bed.context().app;
const client = bed.client;
const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');
const SETTINGS = { holdDays: 7, debtor: { name: 'The Real Grape BV', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' } };
const IBANS = ['DE89370400440532013000', 'FR1420041010050500013M02606', 'BE68539007547034', 'IT60X0542811101000000123456'];

type Headers = Record<string, string>;

interface World {
  hosts: number[];
  items: { id: number; hostId: number }[];
  staff: Headers;
  orders: number[];
  disputes: { id: string; orderId: number; open: boolean }[];
  /** Each order's buyer, who may cancel its lines under the items' terms. */
  buyers: Map<number, Headers>;
}

async function makeWorld(hostCount = 3): Promise<World> {
  const hosts: number[] = [];
  const items: World['items'] = [];
  const dated: World['items'] = [];
  for (let h = 0; h < hostCount; h++) {
    const host = (await createProfessional(db())).user.id;
    hosts.push(host);
    await saveHostBankDetails(db(), host, { accountHolder: `Domaine Hôte ${h}`, iban: IBANS[h % IBANS.length]!, bic: 'COBADEFFXXX' });
    for (const priceMinor of [2500 + h * 333, 4199 + h * 7]) {
      const item = await createCatalogItem(db(), host, {
        currency: 'EUR',
        priceMinor,
        quantity: 10_000,
        title: `Tasting ${h}-${priceMinor}`,
      });
      items.push({ id: item.id, hostId: host });
    }
    // A dated item whose terms refund 40% at this distance (full until 45 days before, 40% until 20): a buyer's
    // cancellation of it leaves the host 60% of their price.
    const item = await createCatalogItem(db(), host, {
      currency: 'EUR',
      priceMinor: 3100 + h * 11,
      quantity: 10_000,
      title: `Dated tasting ${h}`,
      date: isoDateInDays(30),
      refundFullDays: 45,
      refundPartialDays: 20,
      refundPartialPercent: 40,
    });
    dated.push({ id: item.id, hostId: host });
  }
  // After the undated ones, so that the scenarios' items[0..5] stay the two undated items of each host.
  items.push(...dated);
  return { hosts, items, staff: (await createStaffUser(db())).headers, orders: [], disputes: [], buyers: new Map() };
}

async function buy(itemIds: number[], quantities: number[], voucherCode?: string, world?: World): Promise<number> {
  const buyer = await createMember(db());
  let orderId = 0;
  for (const [index, id] of itemIds.entries()) {
    const added = await client.add(buyer.headers, id, quantities[index] ?? 1);
    expect(added.statusCode, added.body).toBe(200);
    orderId = client.json<{ OrderId: number }>(added).OrderId;
  }
  if (voucherCode) expect((await client.update(buyer.headers, { action: 'voucher', voucherCode })).statusCode).toBe(200);
  const intent = client.json<{ client_secret: string }>(await client.intent(buyer.headers, orderId));
  expect((await client.pay(buyer.headers, intent.client_secret)).statusCode).toBe(200);
  const completed = await client.complete(buyer.headers, orderId);
  expect(completed.statusCode, completed.body).toBe(200);
  world?.buyers.set(orderId, buyer.headers);
  return orderId;
}

/** The buyer cancels one line of their order for what the item's terms refund now (full, 40%), as the booking page does. */
async function cancelLine(world: World, orderId: number, itemId: number): Promise<string> {
  const headers = world.buyers.get(orderId)!;
  const page = await app().inject({ method: 'GET', url: apiPath(API_PATHS.bookings.one, { id: itemId }), headers });
  expect(page.statusCode, page.body).toBe(200);
  const booked = page.json<MyBooking>().bookings[0];
  const quote = booked?.cancellation;
  if (!booked || quote?.state !== 'open') throw new Error(`order ${orderId}: no open cancellation of item ${itemId}`);
  const done = await app().inject({
    method: 'POST',
    url: apiPath(API_PATHS.bookings.cancel, { id: itemId }),
    headers,
    payload: { bookingReference: booked.bookingReference, refund: quote.refund },
  });
  expect(done.statusCode, done.body).toBe(200);
  return `${quote.percent}%`;
}

async function orderDetail(world: World, orderId: number) {
  const response = await app().inject({
    method: 'GET',
    url: OPERATOR_API_PATHS.order.replace(':id', String(orderId)),
    headers: world.staff,
  });
  expect(response.statusCode).toBe(200);
  return OrderDetailSchema.parse(response.json());
}

async function refund(world: World, orderId: number, payload: Record<string, unknown>) {
  const response = await app().inject({
    method: 'POST',
    url: OPERATOR_API_PATHS.orderRefund.replace(':id', String(orderId)),
    headers: world.staff,
    payload: { reason: 'Ledger test', ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function paymentIntentOf(orderId: number): Promise<string> {
  const [row] = await queryRows<{ payment_intent_id: string }>(db(), sql`select payment_intent_id from orders where id = ${orderId}`);
  return row!.payment_intent_id;
}

async function openDispute(world: World, orderId: number, amountMinor?: number) {
  const [order] = await queryRows<{ total_minor: number; currency: string }>(
    db(),
    sql`select total_minor, currency from orders where id = ${orderId}`,
  );
  const id = `dp_${orderId}_${world.disputes.length}`;
  const opened = await recordDisputeOpened(db(), {
    provider: 'test',
    providerDisputeId: id,
    paymentIntentId: await paymentIntentOf(orderId),
    amountMinor: amountMinor ?? order!.total_minor,
    currency: order!.currency,
    reason: 'fraudulent',
  });
  expect(opened?.orderId).toBe(orderId);
  world.disputes.push({ id, orderId, open: true });
}

async function closeDispute(world: World, id: string, outcome: 'won' | 'lost') {
  const closed = await recordDisputeClosed(db(), { provider: 'test', providerDisputeId: id, outcome });
  expect(closed?.status).toBe(outcome);
  const entry = world.disputes.find((dispute) => dispute.id === id);
  if (entry) entry.open = false;
}

async function payout(world: World, hostIds: number[]) {
  return runPayoutBatch(db(), { hostIds, createdBy: null, now: FAR_FUTURE }, SETTINGS);
}

/**
 * Each host's balance computed without the ledger: the price of their paid lines not refunded, less what was
 * refunded against them (greatest 0); of a line the buyer cancelled under the item's terms, nothing at 100%, else the
 * share of the price not refunded (the refund's share of the line's price, fee and VAT); leaving out orders whose
 * dispute was lost; less their payouts.
 */
async function expectedBalances(hosts: readonly number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ host_id: number; amount: string }>(
    db(),
    sql`select ci.host_id, coalesce(sum(case
          when bc.id is null then greatest(0, oi.quantity * oi.unit_price_minor - coalesce((
            select sum(r.amount_minor) from refunds r where r.order_item_id = oi.id and r.status = 'succeeded'), 0))
          when bc.percent = 100 then 0
          else oi.quantity * oi.unit_price_minor - round(oi.quantity * oi.unit_price_minor * bc.refund_minor::numeric
            / (oi.quantity * (oi.unit_price_minor + oi.unit_fee_minor + oi.unit_vat_minor)))
        end), 0)::text as amount
        from order_items oi join orders o on o.id = oi.order_id join catalog_items ci on ci.id = oi.item_id
          left join booking_cancellations bc on bc.order_item_id = oi.id
        where o.paid_at is not null and o.status in ('paid', 'refunded') and (oi.refunded_at is null or bc.id is not null)
          and not exists (select 1 from disputes d where d.order_id = o.id and d.status = 'lost')
        group by ci.host_id`,
  );
  const paid = await queryRows<{ host_id: number; amount: string }>(
    db(),
    sql`select host_id, sum(amount_minor)::text as amount from payouts group by host_id`,
  );
  const expected = new Map<number, number>(hosts.map((host) => [host, 0]));
  for (const row of rows) if (expected.has(Number(row.host_id))) expected.set(Number(row.host_id), Number(row.amount));
  for (const row of paid)
    if (expected.has(Number(row.host_id))) expected.set(Number(row.host_id), (expected.get(Number(row.host_id)) ?? 0) - Number(row.amount));
  return expected;
}

async function expectBooksBalance(world: World, label: string) {
  expect(await unbalancedTransactions(db()), `${label}: unbalanced transactions`).toEqual([]);
  const [sum] = await queryRows<{ total: string | null }>(db(), sql`select sum(amount_minor)::text as total from ledger_lines`);
  expect(Number(sum?.total ?? 0), `${label}: all lines`).toBe(0);
  const balances = await hostBalances(db(), { now: FAR_FUTURE, holdDays: 7, hostIds: world.hosts });
  const expected = await expectedBalances(world.hosts);
  for (const host of world.hosts) {
    const ledger = balances.find((balance) => balance.hostId === host && balance.currency === 'EUR')?.balanceMinor ?? 0;
    expect(ledger, `${label}: host ${host}'s balance`).toBe(expected.get(host));
  }
  // Fee invoices are numbered 1, 2, 3 ... without a gap.
  const numbers = await queryRows<{ number: number }>(db(), sql`select number from fee_invoices order by number`);
  expect(numbers.map((row) => Number(row.number))).toEqual(numbers.map((_, index) => index + 1));
}

/** A small seeded generator (mulberry32), so that a failing interleaving is replayed by its seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

describe('the ledger', () => {
  it('refuses an unbalanced transaction, in code and in the database at commit', async () => {
    await expect(
      db().transaction((tx) =>
        postLedgerTransaction(tx, {
          kind: 'test',
          reference: 'unbalanced',
          currency: 'EUR',
          lines: [
            { account: 'bank', amountMinor: 100 },
            { account: 'platform_fees', amountMinor: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    // Written around the posting API, the database's deferred constraint refuses it when the transaction commits.
    await expect(
      db().transaction(async (tx) => {
        const [created] = await tx.insert(ledgerTransactions).values({ kind: 'test', reference: 'raw', currency: 'EUR' }).returning();
        await tx.insert(ledgerLines).values([
          { transactionId: created!.id, account: 'bank', currency: 'EUR', amountMinor: 100 },
          { transactionId: created!.id, account: 'platform_fees', currency: 'EUR', amountMinor: -99 },
        ]);
      }),
    ).rejects.toThrow();
    expect(await queryRows(db(), sql`select 1 from ledger_transactions where reference = 'raw'`)).toEqual([]);
    // Lines written over several statements balance at commit, and are never changed afterwards.
    const id = await db().transaction(async (tx) => {
      const [created] = await tx.insert(ledgerTransactions).values({ kind: 'test', reference: 'split', currency: 'EUR' }).returning();
      await tx.insert(ledgerLines).values({ transactionId: created!.id, account: 'bank', currency: 'EUR', amountMinor: 100 });
      await tx.insert(ledgerLines).values({ transactionId: created!.id, account: 'platform_fees', currency: 'EUR', amountMinor: -100 });
      return created!.id;
    });
    await expect(db().execute(sql`update ledger_lines set amount_minor = 5 where transaction_id = ${id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_lines where transaction_id = ${id}`)).rejects.toThrow();
    expect(await unbalancedTransactions(db())).toEqual([]);
  });

  it('books a sale: gross to the provider, the price to each host, the fee and its VAT to the platform; once', async () => {
    const world = await makeWorld(2);
    const orderId = await buy([world.items[0]!.id, world.items[2]!.id], [2, 1]);
    const lines = await queryRows<{ account: string; host_id: number | null; amount: string }>(
      db(),
      sql`select l.account, l.host_id, sum(l.amount_minor)::text as amount from ledger_lines l join ledger_transactions t on t.id = l.transaction_id
          where t.kind = 'sale' and t.reference = ${`order-${orderId}`} group by l.account, l.host_id order by l.account, l.host_id`,
    );
    // 2 x 25.00 (fee 1.25, VAT 0.25 each) and 1 x 28.33 (fee 1.42, VAT 0.28).
    expect(lines.map((line) => [line.account, line.host_id === null ? null : Number(line.host_id), Number(line.amount)])).toEqual([
      ['host_payable', world.hosts[0], -5000],
      ['host_payable', world.hosts[1], -2833],
      ['platform_fees', null, -392],
      ['provider_clearing', null, 5000 + 2833 + 392 + 78],
      ['vat_payable', null, -78],
    ]);
    const [invoice] = await queryRows<{ fee_minor: number; vat_minor: number }>(
      db(),
      sql`select fee_minor, vat_minor from fee_invoices where order_id = ${orderId}`,
    );
    expect(invoice).toMatchObject({ fee_minor: 392, vat_minor: 78 });
    await expectBooksBalance(world, 'sale');
  });

  it('books partial and full refunds, a voucher sale, disputes won and lost, and a payout, balancing after each', async () => {
    const world = await makeWorld(3);
    const first = await buy([world.items[0]!.id, world.items[2]!.id], [2, 3]);
    await refund(world, first, { amount: '7.31' });
    await expectBooksBalance(world, 'partial refund');
    await refund(world, first, { amount: '45.00', lines: [(await orderDetail(world, first)).lines[1]!.id] });
    await expectBooksBalance(world, 'partial refund larger than a host share');
    await refund(world, first, {});
    await expectBooksBalance(world, 'full refund');

    await createVoucher(db(), { code: 'LEDGER10', percent: 10 });
    const discounted = await buy([world.items[1]!.id, world.items[4]!.id], [1, 2], 'LEDGER10');
    await expectBooksBalance(world, 'voucher sale');
    await refund(world, discounted, { lines: [(await orderDetail(world, discounted)).lines[0]!.id] });
    await expectBooksBalance(world, 'voucher line refunded');

    const disputed = await buy([world.items[3]!.id], [1]);
    await openDispute(world, disputed);
    await expectBooksBalance(world, 'dispute opened');
    await closeDispute(world, world.disputes.at(-1)!.id, 'won');
    await expectBooksBalance(world, 'dispute won');
    const lost = await buy([world.items[5]!.id, world.items[0]!.id], [1, 1]);
    await refund(world, lost, { amount: '3.00' });
    await openDispute(world, lost, decimalToMinor((await orderDetail(world, lost)).refundable, 'EUR') ?? 0);
    await closeDispute(world, world.disputes.at(-1)!.id, 'lost');
    await expectBooksBalance(world, 'dispute lost');
    // Told twice, a dispute closes once.
    await closeDispute(world, world.disputes.at(-1)!.id, 'lost');
    await expectBooksBalance(world, 'dispute lost, told again');

    const before = await hostBalances(db(), { now: FAR_FUTURE, holdDays: 7, hostIds: world.hosts });
    const owed = before.filter((balance) => balance.payableMinor > 0);
    expect(owed.length).toBeGreaterThan(0);
    const batch = await payout(
      world,
      owed.map((balance) => balance.hostId),
    );
    expect(batch.payouts.map((made) => made.amountMinor)).toEqual(owed.map((balance) => balance.payableMinor));
    await expectBooksBalance(world, 'payout');
    const after = await hostBalances(db(), { now: FAR_FUTURE, holdDays: 7, hostIds: world.hosts });
    expect(after.every((balance) => balance.payableMinor === 0)).toBe(true);
  });

  it('a host is payable only a number of days after the item ends', async () => {
    const world = await makeWorld(1);
    const item = world.items[0]!;
    await buy([item.id], [1]);
    const [{ date } = { date: '' }] = await queryRows<{ date: string }>(
      db(),
      sql`select date::text as date from catalog_items where id = ${item.id}`,
    );
    const ends = new Date(`${date}T19:00:00Z`);
    const at = async (now: Date, holdDays: number) => (await hostBalances(db(), { now, holdDays, hostIds: world.hosts }))[0]!;
    expect(await at(new Date(ends.getTime() + 6 * 86_400_000), 7)).toMatchObject({ balanceMinor: 2500, payableMinor: 0 });
    expect(await at(new Date(ends.getTime() + 8 * 86_400_000), 7)).toMatchObject({ balanceMinor: 2500, payableMinor: 2500 });
    expect(await at(new Date(ends.getTime() + 2 * 86_400_000), 1)).toMatchObject({ payableMinor: 2500 });
    await expect(runPayoutBatch(db(), { hostIds: world.hosts, createdBy: null, now: new Date() }, SETTINGS)).rejects.toThrow(
      /nothing payable/,
    );
  });

  const SEED = Number(process.env.LEDGER_SEED ?? 20261126);
  it(`keeps balancing over 50 random interleavings (seed ${SEED}; replay with LEDGER_SEED)`, { timeout: 600_000 }, async () => {
    const world = await makeWorld(3);
    await createVoucher(db(), { code: 'RANDOM15', percent: 15 });
    const refundable = new Set<number>();
    const cancellable = new Set<number>();
    for (let run = 0; run < 50; run++) {
      const seed = SEED + run;
      const random = seeded(seed);
      const steps: string[] = [];
      for (let step = 0; step < 5; step++) {
        const kind = random.pick(['sale', 'sale', 'partial', 'full', 'dispute', 'close', 'payout', 'cancel'] as const);
        const orderIds = [...refundable];
        if (kind === 'cancel') {
          // A buyer cancels a line of an order staff have not touched; staff leave it alone afterwards.
          const fresh = [...cancellable];
          if (fresh.length === 0) continue;
          const orderId = random.pick(fresh);
          const open = await queryRows<{ item_id: number }>(
            db(),
            sql`select item_id from order_items where order_id = ${orderId} and refunded_at is null order by id`,
          );
          refundable.delete(orderId);
          if (open.length <= 1) cancellable.delete(orderId);
          if (open.length === 0) continue;
          const itemId = Number(random.pick(open).item_id);
          steps.push(`cancel ${orderId} item ${itemId} ${await cancelLine(world, orderId, itemId)}`);
          continue;
        }
        if (kind === 'sale' || orderIds.length === 0) {
          const count = 1 + random.int(2);
          const chosen = [...new Set(Array.from({ length: count }, () => random.pick(world.items).id))];
          const orderId = await buy(
            chosen,
            chosen.map(() => 1 + random.int(3)),
            random.int(4) === 0 ? 'RANDOM15' : undefined,
            world,
          );
          refundable.add(orderId);
          cancellable.add(orderId);
          steps.push(`sale ${orderId}`);
        } else if (kind === 'partial' || kind === 'full') {
          const orderId = random.pick(orderIds);
          cancellable.delete(orderId);
          const shown = await orderDetail(world, orderId);
          const left = decimalToMinor(shown.refundable, 'EUR') ?? 0;
          if (left <= 0) {
            refundable.delete(orderId);
            continue;
          }
          if (kind === 'full') {
            const open = shown.lines.filter((line) => !line.refunded);
            const pick = random.int(2) === 0 ? {} : { lines: [random.pick(open).id] };
            await refund(world, orderId, pick);
            steps.push(`full refund ${orderId} ${JSON.stringify(pick)}`);
          } else {
            const amount = 1 + random.int(Math.max(1, left - 1));
            await refund(world, orderId, { amount: (amount / 100).toFixed(2) });
            steps.push(`partial refund ${orderId} ${amount}`);
          }
        } else if (kind === 'dispute') {
          const orderId = random.pick(orderIds);
          cancellable.delete(orderId);
          const left = decimalToMinor((await orderDetail(world, orderId)).refundable, 'EUR') ?? 0;
          refundable.delete(orderId);
          if (left <= 0) continue;
          await openDispute(world, orderId, left);
          steps.push(`dispute ${orderId}`);
        } else if (kind === 'close') {
          const open = world.disputes.filter((dispute) => dispute.open);
          if (open.length === 0) continue;
          const dispute = random.pick(open);
          const outcome = random.int(2) === 0 ? 'won' : 'lost';
          await closeDispute(world, dispute.id, outcome);
          steps.push(`dispute ${dispute.orderId} ${outcome}`);
        } else {
          const balances = await hostBalances(db(), { now: FAR_FUTURE, holdDays: 7, hostIds: world.hosts });
          const payable = balances
            .filter((balance) => balance.payableMinor > 0 && balance.currency === 'EUR')
            .map((balance) => balance.hostId);
          if (payable.length === 0) continue;
          await payout(
            world,
            payable.filter((_, index) => index === 0 || random.int(2) === 0),
          );
          steps.push('payout');
        }
      }
      await expectBooksBalance(world, `interleaving ${run} (seed ${seed}: ${steps.join(', ')})`);
    }
  });
});
