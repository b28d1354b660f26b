import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../testing/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { hasPaidBooking, holdsPaidBookingSql, isPaidUnrefunded } from './paid-orders.ts';
import { orderItems } from './schema.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const db = () => database.db;

/** What each form of the rule says of the member and the item: the query, and the SQL another module embeds. */
async function answers(userId: number, itemId: number) {
  const [row] = await queryRows<{ holds: boolean }>(db(), sql`select ${holdsPaidBookingSql(sql`${itemId}`, sql`${userId}`)} as holds`);
  return { query: await hasPaidBooking(db(), userId, itemId), sql: row?.holds };
}

describe('a paid, unrefunded booking', () => {
  it('is a line of a paid order that was not refunded, on its own or with its order', async () => {
    const host = await createProfessional(db());
    const item = await createCatalogItem(db(), host.user.id);
    const other = await createCatalogItem(db(), host.user.id);
    const line = { itemId: item.id, quantity: 1, unitPriceMinor: 4500 };
    const member = async () => (await createMember(db())).user.id;

    const paid = await member();
    await createPaidOrder(db(), paid, [line]);
    expect(await answers(paid, item.id)).toEqual({ query: true, sql: true });
    expect(await answers(paid, other.id)).toEqual({ query: false, sql: false });

    // A line refunded on its own (its item cancelled, or staff refunded it) in an order that stays paid.
    const lineRefunded = await member();
    const order = await createPaidOrder(db(), lineRefunded, [line, { ...line, itemId: other.id }]);
    await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.itemId, item.id));
    expect(await answers(lineRefunded, item.id)).toEqual({ query: false, sql: false });
    expect(await answers(lineRefunded, other.id)).toEqual({ query: true, sql: true });
    expect(order.status).toBe('paid');

    for (const status of ['refunded', 'cart', 'awaiting_payment', 'payment_failed', 'expired'] as const) {
      const userId = await member();
      await createPaidOrder(db(), userId, [line], { status, paidAt: status === 'refunded' ? new Date() : null });
      expect(await answers(userId, item.id), status).toEqual({ query: false, sql: false });
    }
    expect(await answers(await member(), item.id)).toEqual({ query: false, sql: false });
  });

  it('reads the same of a line already loaded with its order', () => {
    expect(isPaidUnrefunded({ status: 'paid' }, { refundedAt: null })).toBe(true);
    expect(isPaidUnrefunded({ status: 'paid' }, { refundedAt: new Date() })).toBe(false);
    expect(isPaidUnrefunded({ status: 'refunded' }, { refundedAt: null })).toBe(false);
    expect(isPaidUnrefunded({ status: 'awaiting_payment' }, { refundedAt: null })).toBe(false);
  });
});
