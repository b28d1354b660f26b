import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { parseCreateArgs } from './voucher-cli.ts';
import { checkVoucher, createVoucher, findVoucher, redemptionsInUse, redemptionsInUseSql, VoucherInputError } from './vouchers.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { voucherRedemptions } from './schema.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

describe('vouchers', () => {
  it('come with the demo data: WELCOME10 is 10% off with no limit', async () => {
    await seedDemoData(database.db);
    const voucher = await findVoucher(database.db, 'welcome10');
    expect(voucher).toMatchObject({
      code: 'WELCOME10',
      kind: 'percent',
      percent: 10,
      maxRedemptions: null,
      validUntil: null,
      itemId: null,
    });
    const check = checkVoucher(voucher!, { now: new Date(), currency: 'EUR', lines: [{ itemId: 1, title: 'Any' }], inUse: 10_000 });
    expect(check).toEqual({ ok: true, rule: { kind: 'percent', percent: 10, itemId: null }, summary: '10% off' });
  });

  it('are refused once disabled, with a message like an expired one, and work again once enabled', async () => {
    const voucher = await createVoucher(database.db, { code: 'PAUSED5', percent: 5 });
    const context = { now: new Date(), currency: 'GBP', lines: [{ itemId: 1, title: 'Any' }], inUse: 0 };
    expect(checkVoucher({ ...voucher, disabledAt: new Date() }, context)).toEqual({
      ok: false,
      message: 'The voucher PAUSED5 has been withdrawn and can no longer be used.',
    });
    expect(checkVoucher({ ...voucher, disabledAt: null }, context)).toMatchObject({ ok: true, summary: '5% off' });
  });

  it('are made by the command from its arguments', () => {
    expect(
      parseCreateArgs([
        '--code',
        'summer25',
        '--percent',
        '25',
        '--from',
        '2026-06-01',
        '--until',
        '2026-08-31',
        '--limit',
        '100',
        '--item',
        '12',
      ]),
    ).toEqual({
      code: 'summer25',
      percent: 25,
      amountMinor: undefined,
      currency: undefined,
      itemId: 12,
      validFrom: new Date('2026-06-01T00:00:00.000Z'),
      validUntil: new Date('2026-08-31T23:59:59.999Z'),
      maxRedemptions: 100,
      description: null,
    });
    expect(parseCreateArgs(['--code', 'TENOFF', '--amount', '10.50', '--currency', 'gbp'])).toMatchObject({
      amountMinor: 1050,
      currency: 'GBP',
    });
    expect(() => parseCreateArgs(['--percent', '5'])).toThrow('--code is required.');
    expect(() => parseCreateArgs(['--code', 'X1X', '--amount', '10'])).toThrow('--amount needs --currency.');
    expect(() => parseCreateArgs(['--code', 'X1X', '--percent', '5', '--until', '2026-02-30'])).toThrow(
      '2026-02-30 is not a date (YYYY-MM-DD).',
    );
  });

  it('refuse what makes no sense', async () => {
    const make = (input: Parameters<typeof createVoucher>[1]) => createVoucher(database.db, input);
    await expect(make({ code: 'a', percent: 5 })).rejects.toThrow(VoucherInputError);
    await expect(make({ code: 'BOTH', percent: 5, amountMinor: 100, currency: 'GBP' })).rejects.toThrow(
      'Give either a percentage or an amount.',
    );
    await expect(make({ code: 'TOOMUCH', percent: 101 })).rejects.toThrow('The percentage must be a whole number from 1 to 100.');
    await expect(make({ code: 'NOCCY', amountMinor: 100 })).rejects.toThrow('A fixed amount needs its currency (GBP, EUR ...).');
    await expect(
      make({ code: 'BACKWARDS', percent: 5, validFrom: new Date('2026-02-01'), validUntil: new Date('2026-01-01') }),
    ).rejects.toThrow('The voucher must start before it ends.');
    await expect(make({ code: 'welcome10', percent: 5 })).rejects.toThrow('A voucher WELCOME10 exists already.');
  });

  it('count a redemption in use while its order is paid or its checkout still holds its reservation, alike in the cart and the console', async () => {
    const voucher = await createVoucher(database.db, { code: 'COUNTED', percent: 5, maxRedemptions: 10 });
    const host = await createProfessional(database.db);
    const item = await createCatalogItem(database.db, host.user.id);
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    const redeemed = async (overrides: Parameters<typeof createPaidOrder>[3]) => {
      const { user } = await createMember(database.db);
      const order = await createPaidOrder(database.db, user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }], overrides);
      await database.db.insert(voucherRedemptions).values({ voucherId: voucher.id, orderId: order.id });
      return order.id;
    };
    const paid = await redeemed({ status: 'paid' });
    await redeemed({ status: 'awaiting_payment', paidAt: null, reservedUntil: minutes(10) });
    await redeemed({ status: 'payment_failed', paidAt: null, reservedUntil: minutes(5) });
    // Not in use: a lapsed hold, an expired checkout, a refunded order, a cart.
    await redeemed({ status: 'awaiting_payment', paidAt: null, reservedUntil: minutes(-1) });
    await redeemed({ status: 'expired', paidAt: null, reservedUntil: minutes(-30) });
    await redeemed({ status: 'refunded' });
    await redeemed({ status: 'cart', paidAt: null });

    const [row] = await queryRows<{ n: number }>(database.db, sql`select ${redemptionsInUseSql(sql`${voucher.id}`, now)} as n`);
    expect({ cart: await redemptionsInUse(database.db, voucher.id, null, now), console: row?.n }).toEqual({ cart: 3, console: 3 });
    // The cart leaves the order being checked out out of its own count.
    expect(await redemptionsInUse(database.db, voucher.id, paid, now)).toBe(2);
  });
});
