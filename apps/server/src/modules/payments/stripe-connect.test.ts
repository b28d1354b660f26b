import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@trg/contract/api-paths';
import { StripeConnectOnboardingSchema, StripeConnectStatusSchema } from '@trg/contract/bank';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createProfessional, createStaffUser } from '../../testing/factories.ts';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { PayoutRunResultSchema } from '@trg/contract/operator-payouts';
import { startStripeRecorder } from '../../testing/stripe-recorder.ts';
import { bookSale, hostBalances, unbalancedTransactions } from '../ledger/index.ts';
import { payConnectedHosts } from '../ledger/payouts.ts';
import { ledgerLines, payouts } from '../ledger/schema.ts';
import { profiles } from '../profiles/schema.ts';
import { createStripeProvider } from './stripe-provider.ts';

const LONG_AGO = new Date('2026-01-10T18:00:00Z');

/** A recorded Stripe object, with the placeholders filled in. */
function fixture(name: string, values: Record<string, string> = {}): Record<string, unknown> {
  let text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');
  for (const [key, value] of Object.entries(values)) text = text.replaceAll(`{{${key}}}`, value);
  return JSON.parse(text) as Record<string, unknown>;
}

describe('Stripe Connect without Stripe', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 409 saying payouts are made by bank transfer', async () => {
    const host = await createProfessional(ctx.database.db);
    for (const method of ['GET', 'POST'] as const) {
      const response = await ctx.app.inject({ method, url: API_PATHS.hostStripeConnect, headers: host.headers });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        "Stripe Connect is not configured: payouts are made by bank transfer from the operator's console.",
      );
    }
  });
});

describe('Stripe Connect against recorded requests', () => {
  let ctx: TestContext;
  let recorder: Awaited<ReturnType<typeof startStripeRecorder>>;
  beforeAll(async () => {
    recorder = await startStripeRecorder();
    const provider = createStripeProvider({ secretKey: 'sk_test_recorder', publishableKey: 'pk_test_recorder', client: recorder.client });
    ctx = await createTestApp(
      { STRIPE_SECRET_KEY: 'sk_test_recorder', STRIPE_PUBLISHABLE_KEY: 'pk_test_recorder', PUBLIC_URL: 'https://shop.example' },
      { paymentProvider: provider },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await recorder.close();
  });
  const db = () => ctx.database.db;
  const stored = async (hostId: number) => (await db().select().from(profiles).where(eq(profiles.userId, hostId)))[0];

  it('opens an Express account for a host, sends them to onboarding, and reads when Stripe pays them out', async () => {
    const host = await createProfessional(db());
    const hostId = String(host.user.id);
    recorder.on('POST /v1/accounts', () => fixture('connect-account-created', { email: host.user.email, hostId }));
    recorder.on('POST /v1/account_links', () => fixture('connect-account-link'));
    const started = await ctx.app.inject({ method: 'POST', url: API_PATHS.hostStripeConnect, headers: host.headers });
    expect(started.statusCode, started.body).toBe(200);
    expect(StripeConnectOnboardingSchema.parse(started.json())).toEqual({
      accountId: 'acct_1Host000000001',
      payoutsEnabled: false,
      detailsSubmitted: false,
      onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1Host000000001/AbCdEf123',
      expiresAt: '2026-11-26T17:45:00.000Z',
    });
    const created = recorder.requests.findLast((request) => request.path === '/v1/accounts')!;
    expect(created.form.get('type')).toBe('express');
    expect(created.form.get('capabilities[transfers][requested]')).toBe('true');
    expect(created.form.get('email')).toBe(host.user.email);
    expect(created.form.get('metadata[hostId]')).toBe(hostId);
    expect(created.idempotencyKey).toBe(`connect-account-host-${hostId}`);
    const link = recorder.requests.findLast((request) => request.path === '/v1/account_links')!;
    expect(Object.fromEntries(link.form)).toEqual({
      account: 'acct_1Host000000001',
      type: 'account_onboarding',
      refresh_url: 'https://shop.example/Mydashboard/payouts?stripe=refresh',
      return_url: 'https://shop.example/Mydashboard/payouts?stripe=return',
    });
    expect(await stored(host.user.id)).toMatchObject({ stripeAccountId: 'acct_1Host000000001', stripePayoutsEnabled: false });

    // Onboarding done: the status read from Stripe is kept, and a second POST makes no second account.
    recorder.on('GET /v1/accounts/acct_1Host000000001', () => fixture('connect-account-ready', { hostId }));
    const status = await ctx.app.inject({ method: 'GET', url: API_PATHS.hostStripeConnect, headers: host.headers });
    expect(StripeConnectStatusSchema.parse(status.json())).toEqual({
      accountId: 'acct_1Host000000001',
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect(await stored(host.user.id)).toMatchObject({ stripePayoutsEnabled: true });
    const accountsCreated = recorder.requests.filter((request) => request.path === '/v1/accounts').length;
    const again = await ctx.app.inject({ method: 'POST', url: API_PATHS.hostStripeConnect, headers: host.headers });
    expect(again.json()).toMatchObject({ accountId: 'acct_1Host000000001', payoutsEnabled: true });
    expect(recorder.requests.filter((request) => request.path === '/v1/accounts')).toHaveLength(accountsCreated);

    // A host who has not started: no account, nothing asked of Stripe.
    const other = await createProfessional(db());
    const none = await ctx.app.inject({ method: 'GET', url: API_PATHS.hostStripeConnect, headers: other.headers });
    expect(none.json()).toEqual({ accountId: null, payoutsEnabled: false, detailsSubmitted: false });
  });

  it('pays connected hosts by transfer in Stripe’s units, books it, and leaves the others to the SEPA file', async () => {
    const connected = await createProfessional(db());
    const unconnected = await createProfessional(db());
    await db().insert(profiles).values({ userId: connected.user.id, stripeAccountId: 'acct_1Paid00000000001', stripePayoutsEnabled: true });
    const sale = (orderId: number, hostId: number, currency: string, subtotalMinor: number) =>
      db().transaction((tx) =>
        bookSale(tx, {
          orderId,
          currency,
          totalMinor: subtotalMinor + 100,
          discountMinor: 0,
          paidAt: LONG_AGO,
          lines: [{ orderItemId: orderId * 10, hostId, subtotalMinor, feesMinor: 83, vatMinor: 17, itemEndsAt: LONG_AGO }],
        }),
      );
    await sale(9101, connected.user.id, 'EUR', 9000);
    await sale(9102, connected.user.id, 'ISK', 5000);
    await sale(9103, unconnected.user.id, 'EUR', 4000);
    recorder.on('POST /v1/transfers', (request) => ({
      ...fixture('connect-transfer', { reference: request.form.get('transfer_group') ?? '' }),
      id: `tr_${request.idempotencyKey}`,
      amount: Number(request.form.get('amount')),
      currency: request.form.get('currency'),
      destination: request.form.get('destination'),
    }));
    const before = recorder.requests.length;
    const provider = ctx.app.payments as ReturnType<typeof createStripeProvider>;
    const run = await payConnectedHosts(
      db(),
      (input) => provider.connect.transfer(input),
      { hostIds: [connected.user.id, unconnected.user.id], now: new Date('2026-11-26T12:00:00Z') },
      { holdDays: 7 },
    );
    expect(run.leftForSepa).toEqual([unconnected.user.id]);
    expect(
      run.paid.map(({ currency, amountMinor }) => ({ currency, amountMinor })).sort((a, b) => a.currency.localeCompare(b.currency)),
    ).toEqual([
      { currency: 'EUR', amountMinor: 9000 },
      { currency: 'ISK', amountMinor: 5000 },
    ]);
    const sent = recorder.requests.slice(before).filter((request) => request.path === '/v1/transfers');
    expect(sent).toHaveLength(2);
    const isk = sent.find((request) => request.form.get('currency') === 'isk')!;
    // 5,000 krónur are 500000 in Stripe's two decimals.
    expect(isk.form.get('amount')).toBe('500000');
    expect(isk.form.get('destination')).toBe('acct_1Paid00000000001');
    const eur = sent.find((request) => request.form.get('currency') === 'eur')!;
    expect(eur.form.get('amount')).toBe('9000');
    const eurPayout = run.paid.find((row) => row.currency === 'EUR')!;
    expect(eur.idempotencyKey).toBe(`payout-${eurPayout.payoutId}`);
    expect(eur.form.get('transfer_group')).toBe(`payout-${eurPayout.payoutId}`);

    // Booked: the connected host owes nothing now, the other still has their euros for the SEPA file.
    const balances = await hostBalances(db(), { now: new Date('2026-11-26T12:00:00Z'), holdDays: 7 });
    expect(balances.filter((row) => row.hostId === connected.user.id).map((row) => row.balanceMinor)).toEqual([0, 0]);
    expect(balances.find((row) => row.hostId === unconnected.user.id)?.payableMinor).toBe(4000);
    expect(await unbalancedTransactions(db())).toEqual([]);
    const [row] = await db().select().from(payouts).where(eq(payouts.id, eurPayout.payoutId));
    expect(row).toMatchObject({ batchId: null, status: 'paid', endToEndId: `tr_payout-${eurPayout.payoutId}` });
    const clearing = await db().select().from(ledgerLines).where(eq(ledgerLines.account, 'provider_clearing'));
    expect(clearing.some((line) => line.amountMinor === -9000 && line.currency === 'EUR')).toBe(true);

    // Run again: nothing left to pay, no transfer sent.
    const count = recorder.requests.length;
    const second = await payConnectedHosts(
      db(),
      (input) => provider.connect.transfer(input),
      {
        hostIds: [connected.user.id],
        now: new Date('2026-11-26T12:05:00Z'),
      },
      { holdDays: 7 },
    );
    expect(second.paid).toEqual([]);
    expect(recorder.requests.length).toBe(count);
  });

  it('pays a connected host by transfer when staff run payouts from the console, with no SEPA file', async () => {
    const host = await createProfessional(db());
    await db().insert(profiles).values({ userId: host.user.id, stripeAccountId: 'acct_1Console000000001', stripePayoutsEnabled: true });
    await db().transaction((tx) =>
      bookSale(tx, {
        orderId: 9201,
        currency: 'EUR',
        totalMinor: 6100,
        discountMinor: 0,
        paidAt: LONG_AGO,
        lines: [{ orderItemId: 92010, hostId: host.user.id, subtotalMinor: 6000, feesMinor: 83, vatMinor: 17, itemEndsAt: LONG_AGO }],
      }),
    );
    const staff = (await createStaffUser(db())).headers;
    const run = await ctx.app.inject({
      method: 'POST',
      url: OPERATOR_API_PATHS.payouts,
      headers: staff,
      payload: { hosts: [host.user.id] },
    });
    expect(run.statusCode, run.body).toBe(200);
    const result = PayoutRunResultSchema.parse(run.json());
    expect(result.batch).toBeNull();
    expect(result.transfers).toEqual([
      { hostId: host.user.id, currency: 'EUR', amount: '60.00', transferId: expect.stringMatching(/^tr_payout-/) },
    ]);
    const sent = recorder.requests.findLast((request) => request.path === '/v1/transfers')!;
    expect(sent.form.get('destination')).toBe('acct_1Console000000001');
    expect(sent.form.get('amount')).toBe('6000');
  });
});
