import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { cartClient } from '../../testing/cart.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { createVoucher } from './vouchers.ts';

// A cart update reads the cart once and writes it once, in one transaction: begin, read, write, commit. The
// request's other statements are the platform's (the sign-in's token and the rate limit), counted apart.
const PLATFORM = /\b(auth_tokens|rate_limit_hits)\b/;
const statements: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { onStatement: (text) => void statements.push(text) });
});
afterAll(async () => ctx.close());

/** The cart's own statements for one request, each as its first word (begin, select, with ...). */
async function statementsOf(send: () => Promise<{ statusCode: number; body: string }>, expectedStatus = 200): Promise<string[]> {
  statements.length = 0;
  const response = await send();
  expect(response.statusCode, response.body).toBe(expectedStatus);
  return statements.filter((text) => !PLATFORM.test(text)).map((text) => text.trim().split(/\s/)[0] ?? '');
}

describe('a cart update', () => {
  it('reads once and writes once, whatever the change: four statements with its transaction', async () => {
    const db = ctx.database.db;
    const client = cartClient(ctx.app);
    const host = await createProfessional(db);
    const first = await createCatalogItem(db, host.user.id, { priceMinor: 2500 });
    const second = await createCatalogItem(db, host.user.id, { priceMinor: 4000 });
    await createVoucher(db, { code: 'COUNT10', percent: 10 });
    const { headers } = await createMember(db);
    const change = (payload: Record<string, unknown>) => statementsOf(() => client.update(headers, payload));

    const changes = {
      firstAdd: { productGroup: 'Events', productId: first.id, action: 'add', quantity: 1 },
      secondAdd: { productGroup: 'Events', productId: second.id, action: 'add', quantity: 2 },
      increase: { productGroup: 'Events', productId: first.id, action: 'increase' },
      decrease: { productGroup: 'Events', productId: first.id, action: 'decrease' },
      voucher: { action: 'voucher', voucherCode: 'count10' },
      remove: { productGroup: 'Events', productId: second.id, action: 'remove' },
      voucherOff: { action: 'voucher', voucherCode: '' },
    };
    for (const [name, payload] of Object.entries(changes)) {
      const sent = await change(payload);
      expect({ name, sent }).toEqual({
        name,
        sent: ['begin', expect.stringMatching(/^(select|with)$/), expect.stringMatching(/^(insert|update|delete|with)$/), 'commit'],
      });
    }
  });

  it('reads once and stops when the change is refused', async () => {
    const db = ctx.database.db;
    const client = cartClient(ctx.app);
    const host = await createProfessional(db);
    const item = await createCatalogItem(db, host.user.id);
    const { headers } = await createMember(db);
    const sent = await statementsOf(() => client.update(headers, { productGroup: 'Events', productId: item.id, action: 'remove' }), 404);
    expect(sent).toEqual(['begin', 'with', 'rollback']);
  });

  it('makes one cart of two first changes at once, each change kept', async () => {
    const db = ctx.database.db;
    const client = cartClient(ctx.app);
    const host = await createProfessional(db);
    const first = await createCatalogItem(db, host.user.id);
    const second = await createCatalogItem(db, host.user.id);
    const { headers } = await createMember(db);
    const answers = await Promise.all([client.add(headers, first.id, 1), client.add(headers, second.id, 2)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const cart = client.json<{ OrderId: number; numberOfItemsInCart: number }>(await client.myOrders(headers));
    expect(cart.numberOfItemsInCart).toBe(3);
    expect(answers.map((answer) => client.json<{ OrderId: number }>(answer).OrderId)).toEqual([cart.OrderId, cart.OrderId]);
  });
});
