import { describe, expect, it } from 'vitest';
import { PaymentIntentResultSchema } from '@trg/contract/cart';
import { createMember } from '../../testing/factories.ts';
import { CARDS, useCartTestApp } from '../../testing/cart.ts';
import { sampleOf } from '../../testing/metrics.ts';
import { refundPaidOrdersForItem } from './refunds.ts';

const bed = useCartTestApp();
const client = bed.client;

const payments = async (outcome: string) => {
  const metrics = (await bed.context().app.inject({ method: 'GET', url: '/metrics' })).body;
  return sampleOf(metrics, 'trg_payments_total', { provider: 'test', outcome }) ?? 0;
};

describe('payments in the metrics', () => {
  it('counts a decline, a payment once however often it is settled, and a refund', async () => {
    const event = await bed.item({ priceMinor: 2500 });
    const buyer = await createMember(bed.db());
    const { OrderId } = client.json<{ OrderId: number }>(await client.add(buyer.headers, event.id));
    const intent = PaymentIntentResultSchema.parse(client.json(await client.intent(buyer.headers, OrderId)));
    const secret = intent.client_secret ?? '';

    expect((await client.pay(buyer.headers, secret, CARDS.declined)).statusCode).toBe(402);
    expect(await payments('declined')).toBe(1);
    expect(await payments('succeeded')).toBe(0);

    expect((await client.pay(buyer.headers, secret, CARDS.visa)).statusCode).toBe(200);
    // complete-order finds the order paid already: the payment is not counted again.
    expect((await client.complete(buyer.headers, OrderId)).statusCode).toBe(200);
    expect((await client.complete(buyer.headers, OrderId)).statusCode).toBe(200);
    expect(await payments('succeeded')).toBe(1);

    const app = bed.context().app;
    await refundPaidOrdersForItem({ db: bed.db(), provider: app.payments }, event.id);
    expect(await payments('refunded')).toBe(1);
    expect(await payments('refund_failed')).toBe(0);
  });
});
