import { API_PATHS } from '@trg/contract/api-paths';
import { afterAll, beforeAll } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { App } from '../app.ts';
import type { AttendeeDetailsInput } from '@trg/contract/cart';
import { createTestApp, type TestContext } from './test-app.ts';
import { createCatalogItem, createProfessional } from './factories.ts';

export const ATTENDEE: AttendeeDetailsInput = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Vine',
  countryCode: '+44',
  phone: '07700 900123',
  companyName: '',
  address: '1 Vine Street',
  city: 'London',
  postCode: 'SE1 1AA',
  country: 'GB',
};

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

type Headers = Record<string, string>;

/** A parsed answer: any field of a success, or the error shape of a failure. */
export interface Answer {
  error: { code: string; message: string; fields: Record<string, string> };
  [field: string]: unknown;
}

/** Small wrappers over app.inject for the cart journey: each returns the raw response. */
export function cartClient(appOrGetter: App | (() => App)) {
  const app = {
    inject: (options: InjectOptions) => (typeof appOrGetter === 'function' ? appOrGetter() : appOrGetter).inject(options),
  };
  const json = <T = Answer>(response: { body: string }) => JSON.parse(response.body) as T;
  return {
    json,
    myOrders: (headers: Headers) => app.inject({ method: 'GET', url: API_PATHS.cart.myOrders, headers }),
    summary: (headers: Headers) => app.inject({ method: 'GET', url: API_PATHS.cart.summary, headers }),
    update: (headers: Headers, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: API_PATHS.cart.update, headers, payload }),
    add: (headers: Headers, productId: number, quantity = 1, productGroup = 'Events') =>
      app.inject({ method: 'POST', url: API_PATHS.cart.update, headers, payload: { productGroup, productId, action: 'add', quantity } }),
    intent: (headers: Headers, OrderId: number, attendeeDetails: AttendeeDetailsInput = ATTENDEE) =>
      app.inject({ method: 'POST', url: API_PATHS.cart.createPaymentIntent, headers, payload: { OrderId, attendeeDetails } }),
    pay: (headers: Headers, clientSecret: string, number: string = CARDS.visa, expiry = '12/34', cvc = '123') =>
      app.inject({
        method: 'POST',
        url: API_PATHS.payments.testProviderConfirm,
        headers,
        payload: { clientSecret, card: { number, expiry, cvc } },
      }),
    complete: (headers: Headers, OrderId: number) =>
      app.inject({ method: 'POST', url: API_PATHS.cart.completeOrder, headers, payload: { OrderId } }),
  };
}

/**
 * A fresh app and database for a test file, with a host who owns the catalog items the tests make;
 * opened before the file's tests and closed after them.
 */
export function useCartTestApp() {
  let ctx: TestContext | undefined;
  let hostId = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    hostId = (await createProfessional(ctx.database.db)).user.id;
  });
  afterAll(async () => ctx?.close());
  const context = (): TestContext => {
    if (!ctx) throw new Error('useCartTestApp: the app is open only inside tests');
    return ctx;
  };
  return {
    context,
    db: () => context().database.db,
    client: cartClient(() => context().app),
    item: (overrides: Parameters<typeof createCatalogItem>[2] = {}) => createCatalogItem(context().database.db, hostId, overrides),
  };
}
