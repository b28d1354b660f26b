import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createProfessional } from '../../testing/factories.ts';
import { cartClient } from '../../testing/cart.ts';
import { captureLogs } from '../../testing/log-capture.ts';
import { judgeTestCard, passesLuhn } from './test-provider.ts';

const now = new Date(Date.UTC(2026, 5, 15));
const card = (number: string, expiry = '12/30', cvc = '123') => judgeTestCard({ number, expiry, cvc }, now);

describe("the test provider's cards", () => {
  it('behaves like Stripe’s documented test cards', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('5555555555554444')).toEqual({ ok: true });
    expect(card('3782 822463 10005', '12/30', '1234')).toEqual({ ok: true });
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(card('4000 0000 0000 9995')).toEqual({ ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(card('4000000000000069')).toMatchObject({ ok: false, message: 'Your card has expired.' });
    expect(card('4000000000000127')).toMatchObject({ ok: false, message: "Your card's security code is incorrect." });
  });

  it('refuses a number failing the Luhn check, a past expiry and a malformed card', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(card('4242 4242 4242 4241')).toMatchObject({ ok: false, message: 'Your card number is invalid.' });
    expect(card('4242')).toMatchObject({ ok: false, message: 'Your card number is incomplete.' });
    expect(card('4242424242424242', '05/26')).toMatchObject({ ok: false, message: "Your card's expiry date is in the past." });
    // Valid to the end of its month.
    expect(card('4242424242424242', '06/26')).toEqual({ ok: true });
    expect(card('4242424242424242', '13/30')).toMatchObject({ ok: false, message: "Your card's expiry month is invalid." });
    expect(card('4242424242424242', '123')).toMatchObject({ ok: false, message: "Your card's expiry date is incomplete." });
    expect(card('4242424242424242', '12/')).toMatchObject({ ok: false, message: "Your card's expiry date is incomplete." });
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ ok: false, message: "Your card's security code is incomplete." });
    expect(card('378282246310005', '12/30', '123')).toMatchObject({ ok: false, message: "Your card's security code is incomplete." });
  });

  it("takes the expiry 12/29 however it is typed: a phone's number pad has no slash, autofill writes the 4-digit year", () => {
    for (const expiry of ['12/29', '12 / 29', '1229', '12 29', '12-29', '12/2029', '12 / 2029', '122029']) {
      expect(card('4242424242424242', expiry), expiry).toEqual({ ok: true });
    }
    expect(card('4242424242424242', '1225')).toMatchObject({ ok: false, message: "Your card's expiry date is in the past." });
  });

  it('declines other real-looking numbers, pointing to the test cards', () => {
    expect(card('4111 1111 1111 1111')).toMatchObject({ ok: false, code: 'card_declined' });
  });
});

describe('card data in logs', () => {
  it('never reaches a log line, whatever the outcome', async () => {
    const { database, drop } = await openTestDatabase();
    const logs = captureLogs();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      JOB_INTERVAL_SECONDS: '0',
    });
    const app = await buildApp({ config, database, logStream: logs.stream });
    try {
      await app.ready();
      const client = cartClient(app);
      const host = await createProfessional(database.db);
      const event = await createCatalogItem(database.db, host.user.id);
      const buyer = await createMember(database.db);
      const { OrderId } = client.json<{ OrderId: number }>(await client.add(buyer.headers, event.id));
      const { client_secret } = client.json<{ client_secret: string }>(await client.intent(buyer.headers, OrderId));
      await client.pay(buyer.headers, client_secret, '4000 0000 0000 0002', '09/31', '731');
      await client.pay(buyer.headers, client_secret, '4242-4242-4242-4242-99999999', '09/31', '731');
      await client.pay(buyer.headers, client_secret, '4242 4242 4242 4242', '09/31', '731');
      // Something logged an object holding a card by mistake: redacted.
      app.log.info({ card: { number: '4242424242424242', cvc: '731' } }, 'careless log line');
      expect(logs.text()).toContain('careless log line');
      expect(logs.text()).toContain('/api/payments/test-provider/confirm');
      for (const fragment of ['4242424242', '4242 4242', '4242-4242', '4000 0000', '09/31', '"cvc"', '"number"', '"expiry"']) {
        expect(logs.text()).not.toContain(fragment);
      }
    } finally {
      await app.close();
      await drop();
    }
  });
});
