import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { AuditPageSchema } from '@trg/contract/operator';
import { VoucherDetailSchema, VoucherItemsSchema, VoucherPageSchema, VoucherRowSchema } from '@trg/contract/operator-vouchers';
import { OrderDataSchema } from '@trg/contract/cart';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import {
  createCatalogItem,
  createDraftItem,
  createMember,
  createPaidOrder,
  createProfessional,
  createStaffUser,
} from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { voucherRedemptions, vouchers } from '../cart/schema.ts';
import { auditLog } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_SLOWDOWN_MS: '0' });
});
afterAll(async () => ctx.close());

type Headers = Record<string, string>;
const path = (id: number) => OPERATOR_API_PATHS.voucher.replace(':id', String(id));
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const create = (headers: Headers, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: OPERATOR_API_PATHS.vouchers, headers, payload: payload as object });
const patch = (headers: Headers, id: number, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: path(id), headers, payload: payload as object });

async function world() {
  const db = ctx.database.db;
  const staff = await createStaffUser(db);
  const host = await createProfessional(db);
  const item = await createCatalogItem(db, host.user.id, { title: 'Chalk Cellar Tasting', priceMinor: 4000, currency: 'GBP' });
  return { db, staff, host, item };
}

describe('creating vouchers in the console', () => {
  it('creates a percent voucher for one published item, logs it, and lists it with its figures', async () => {
    const { staff, item } = await world();
    const response = await create(staff.headers, {
      code: ' spring15 ',
      kind: 'percent',
      percent: 15,
      itemId: item.id,
      validFrom: '2026-03-01',
      validUntil: '2099-05-31',
      maxRedemptions: 5,
      description: 'Spring newsletter',
    });
    expect(response.statusCode).toBe(201);
    const row = VoucherRowSchema.parse(response.json());
    expect(row).toMatchObject({
      code: 'SPRING15',
      kind: 'percent',
      percent: 15,
      amount: null,
      summary: '15% off',
      item: { id: item.id, title: 'Chalk Cellar Tasting' },
      validFrom: '2026-03-01',
      validUntil: '2099-05-31',
      maxRedemptions: 5,
      redemptions: 0,
      inUse: 0,
      disabled: false,
    });
    const [stored] = await ctx.database.db.select().from(vouchers).where(eq(vouchers.id, row.id));
    // Whole days in UTC, as the voucher command stores them.
    expect(stored?.validFrom?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(stored?.validUntil?.toISOString()).toBe('2099-05-31T23:59:59.999Z');

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(row.id)));
    expect(entries.filter((e) => e.subjectType === 'voucher').map((e) => [e.action, e.staffUsername, e.summary])).toEqual([
      ['voucher.create', staff.user.username, 'Created voucher SPRING15: 15% off.'],
    ]);
    expect(entries[0]?.after).toMatchObject({ code: 'SPRING15', percent: 15, itemId: item.id, maxRedemptions: 5, disabled: false });

    const list = VoucherPageSchema.parse((await get(`${OPERATOR_API_PATHS.vouchers}?q=spring1`, staff.headers)).json());
    expect(list.results.map((r) => r.code)).toEqual(['SPRING15']);
    const byItem = VoucherPageSchema.parse((await get(`${OPERATOR_API_PATHS.vouchers}?q=chalk%20cellar`, staff.headers)).json());
    expect(byItem.results.map((r) => r.code)).toContain('SPRING15');
  });

  it('creates a fixed voucher in its currency', async () => {
    const { staff } = await world();
    const response = await create(staff.headers, { code: 'TENNER-EUR', kind: 'fixed', amount: '10.5', currency: 'eur' });
    expect(response.statusCode).toBe(201);
    expect(VoucherRowSchema.parse(response.json())).toMatchObject({
      kind: 'fixed',
      amount: '10.50',
      currency: 'EUR',
      percent: null,
      summary: '€10.50 off',
      item: null,
      maxRedemptions: null,
    });
  });

  it('refuses what the voucher command refuses, naming the field, and writes nothing', async () => {
    const { db, staff, host } = await world();
    const draft = await createDraftItem(db, host.user.id);
    await create(staff.headers, { code: 'TAKEN1', kind: 'percent', percent: 5 });
    const before = (await db.select().from(vouchers)).length;
    const auditBefore = (await db.select().from(auditLog)).length;
    const cases: [unknown, string, string][] = [
      [{ code: 'a', kind: 'percent', percent: 5 }, 'code', 'The code must be 3 to 40 letters, digits, - or _.'],
      [{ code: 'BIG101', kind: 'percent', percent: 101 }, 'percent', 'The percentage must be a whole number from 1 to 100.'],
      [{ code: 'NOPCT', kind: 'percent' }, 'percent', 'The percentage must be a whole number from 1 to 100.'],
      [{ code: 'NOCCY', kind: 'fixed', amount: '10' }, 'currency', 'A fixed amount needs its currency (GBP, EUR ...).'],
      [{ code: 'ZERO', kind: 'fixed', amount: '0', currency: 'GBP' }, 'amount', 'The amount must be above 0.'],
      [
        { code: 'BACKWARDS', kind: 'percent', percent: 5, validFrom: '2026-02-01', validUntil: '2026-01-01' },
        'validUntil',
        'The voucher must start before it ends.',
      ],
      [
        { code: 'NOLIMIT', kind: 'percent', percent: 5, maxRedemptions: 0 },
        'maxRedemptions',
        'The limit must be a whole number of at least 1.',
      ],
      [{ code: 'DRAFTY', kind: 'percent', percent: 5, itemId: draft.id }, 'itemId', 'Choose a published event or experience.'],
      [{ code: 'NOITEM', kind: 'percent', percent: 5, itemId: 2_000_000 }, 'itemId', 'Choose a published event or experience.'],
      [{ code: 'taken1', kind: 'percent', percent: 5 }, 'code', 'A voucher TAKEN1 exists already.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(staff.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect((await db.select().from(vouchers)).length).toBe(before);
    expect((await db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it('is for staff only: members get 403 and visitors 401', async () => {
    const { db } = await world();
    const member = await createMember(db);
    expect((await create(member.headers, { code: 'SNEAKY', kind: 'percent', percent: 50 })).statusCode).toBe(403);
    expect((await create({}, { code: 'SNEAKY', kind: 'percent', percent: 50 })).statusCode).toBe(401);
    expect((await db.select().from(vouchers).where(eq(vouchers.code, 'SNEAKY'))).length).toBe(0);
  });

  it('lists published items to limit a voucher to, not drafts', async () => {
    const { db, staff, host, item } = await world();
    const draft = await createDraftItem(db, host.user.id, { title: 'Chalk Draft' });
    const items = VoucherItemsSchema.parse((await get(`${OPERATOR_API_PATHS.voucherItems}?q=chalk`, staff.headers)).json()).items;
    expect(items.map((i) => i.id)).toContain(item.id);
    expect(items.map((i) => i.id)).not.toContain(draft.id);
  });
});

describe('editing, disabling and redemptions', () => {
  it('edits an unused voucher freely, logging before and after', async () => {
    const { staff } = await world();
    const { id } = VoucherRowSchema.parse((await create(staff.headers, { code: 'EDITME', kind: 'percent', percent: 10 })).json());
    const response = await patch(staff.headers, id, {
      kind: 'fixed',
      amount: '7.00',
      currency: 'GBP',
      validUntil: '2099-01-31',
      maxRedemptions: 3,
      description: 'Changed',
    });
    expect(response.statusCode).toBe(200);
    expect(VoucherRowSchema.parse(response.json())).toMatchObject({
      kind: 'fixed',
      amount: '7.00',
      currency: 'GBP',
      percent: null,
      validUntil: '2099-01-31',
      maxRedemptions: 3,
      description: 'Changed',
    });
    const page = AuditPageSchema.parse(
      (await get(`${OPERATOR_API_PATHS.audit}?subjectType=voucher&subjectId=${id}`, staff.headers)).json(),
    );
    expect(page.results.map((r) => r.action)).toEqual(['voucher.update', 'voucher.create']);
    expect(page.results[0]?.before).toMatchObject({ kind: 'percent', percent: 10, amount: null, maxRedemptions: null });
    expect(page.results[0]?.after).toMatchObject({
      kind: 'fixed',
      amount: '7.00',
      currency: 'GBP',
      maxRedemptions: 3,
      validUntil: '2099-01-31',
    });
    expect(page.results[0]?.summary).toBe(
      'Changed voucher EDITME: kind, percent, amount, currency, validUntil, maxRedemptions, description.',
    );

    const backwards = await patch(staff.headers, id, { validFrom: '2099-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ validUntil: 'The voucher must start before it ends.' });
    expect((await patch(staff.headers, 999_999, { description: 'x' })).statusCode).toBe(404);
  });

  it('disables a voucher so the cart refuses it like an expired one, and enables it again', async () => {
    const { db, staff, item } = await world();
    const cart = cartClient(ctx.app);
    const buyer = await createMember(db);
    const { id } = VoucherRowSchema.parse((await create(staff.headers, { code: 'PAUSED', kind: 'percent', percent: 20 })).json());
    await cart.add(buyer.headers, item.id, 1);

    const disabled = await patch(staff.headers, id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(VoucherRowSchema.parse(disabled.json())).toMatchObject({ disabled: true });
    const refused = await cart.update(buyer.headers, { action: 'voucher', voucherCode: 'paused' });
    expect(refused.statusCode).toBe(400);
    expect(cart.json(refused).error).toMatchObject({
      message: 'The voucher PAUSED has been withdrawn and can no longer be used.',
      fields: { voucherCode: 'The voucher PAUSED has been withdrawn and can no longer be used.' },
    });

    const enabled = await patch(staff.headers, id, { disabled: false });
    expect(VoucherRowSchema.parse(enabled.json())).toMatchObject({ disabled: false, disabledAt: null });
    const applied = await cart.update(buyer.headers, { action: 'voucher', voucherCode: 'PAUSED' });
    expect(applied.statusCode).toBe(200);
    expect(OrderDataSchema.parse(cart.json(await cart.myOrders(buyer.headers)))).toMatchObject({ voucherCode: 'PAUSED', discount: '8.00' });

    // Disabled while already in a cart: the cart says why it no longer applies.
    await patch(staff.headers, id, { disabled: true });
    const data = OrderDataSchema.parse(cart.json(await cart.myOrders(buyer.headers)));
    expect(data.voucherMessage).toBe('The voucher PAUSED has been withdrawn and can no longer be used.');
    expect(data.discount ?? '0.00').toBe('0.00');

    const actions = (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(id)))
    )
      .filter((e) => e.subjectType === 'voucher')
      .map((e) => e.action);
    expect(actions).toEqual(['voucher.create', 'voucher.disable', 'voucher.enable', 'voucher.disable']);
  });

  it('lists redemptions, and fixes what a voucher gives once an order has paid with it', async () => {
    const { db, staff, item } = await world();
    const buyer = await createMember(db, { firstName: 'Margaux', lastName: 'Durand' });
    const { id } = VoucherRowSchema.parse(
      (await create(staff.headers, { code: 'USED10', kind: 'percent', percent: 10, maxRedemptions: 4 })).json(),
    );
    const order = await createPaidOrder(db, buyer.user.id, [{ itemId: item.id, quantity: 2, unitPriceMinor: 4000 }], {
      voucherId: id,
      discountMinor: 800,
      currency: 'GBP',
      buyerEmail: 'margaux@example.com',
    });
    await db.insert(voucherRedemptions).values({ voucherId: id, orderId: order.id });

    const detail = VoucherDetailSchema.parse((await get(path(id), staff.headers)).json());
    expect(detail).toMatchObject({ code: 'USED10', redemptions: 1, inUse: 1 });
    expect(detail.redemptionList).toEqual([
      expect.objectContaining({
        orderId: order.id,
        bookingReference: order.bookingReference,
        buyer: 'Margaux Durand',
        buyerEmail: 'margaux@example.com',
        amountOff: '8.00',
        currency: 'GBP',
        orderStatus: 'paid',
      }),
    ]);

    const changeValue = await patch(staff.headers, id, { percent: 20, kind: 'percent' });
    expect(changeValue.statusCode).toBe(400);
    expect(changeValue.json().error.fields.percent).toMatch(/cannot change once an order has paid with it/);
    const changeItem = await patch(staff.headers, id, { itemId: item.id });
    expect(changeItem.statusCode).toBe(400);
    expect(changeItem.json().error.fields.itemId).toMatch(/cannot change once an order has paid with it/);
    // The window, the description and the limit (not below the paid orders) may still change.
    expect((await patch(staff.headers, id, { validUntil: '2099-12-31', description: 'Still running', maxRedemptions: 2 })).statusCode).toBe(
      200,
    );
    const [stored] = await db.select().from(vouchers).where(eq(vouchers.id, id));
    expect(stored).toMatchObject({ percent: 10, maxRedemptions: 2, description: 'Still running' });
    // Same value sent back: not a change.
    expect((await patch(staff.headers, id, { kind: 'percent', percent: 10 })).statusCode).toBe(200);
  });

  it('refuses a limit below the paid redemptions', async () => {
    const { db, staff, item } = await world();
    const { id } = VoucherRowSchema.parse((await create(staff.headers, { code: 'LIMITED', kind: 'percent', percent: 10 })).json());
    for (let n = 0; n < 2; n++) {
      const buyer = await createMember(db);
      const order = await createPaidOrder(db, buyer.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4000 }], {
        voucherId: id,
        discountMinor: 400,
      });
      await db.insert(voucherRedemptions).values({ voucherId: id, orderId: order.id });
    }
    const response = await patch(staff.headers, id, { maxRedemptions: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      maxRedemptions: '2 paid orders have used the voucher already: the limit cannot be below that.',
    });
  });
});
