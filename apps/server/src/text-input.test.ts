import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { TEXT_MESSAGES } from '@trg/contract/text';
import { queryRows } from './db/client.ts';
import { ATTENDEE } from './testing/cart.ts';
import { withCsrf } from './testing/csrf.ts';
import { createCatalogItem, createDraftItem, createMember, createPaidOrder, createProfessional } from './testing/factories.ts';
import { createTestApp, type TestContext } from './testing/test-app.ts';

/**
 * PostgreSQL refuses a NUL byte (and half a surrogate pair) in text: every route must refuse them with a 400
 * naming the field before anything is written, on anonymous routes as on signed-in ones.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const NUL = '\u0000';
type Headers = Record<string, string>;

const TABLES = [
  'users',
  'auth_tokens',
  'page_views',
  'info_requests',
  'newsletter_sign_ups',
  'profiles',
  'catalog_items',
  'orders',
  'order_items',
  'item_reviews',
  'wine_lists',
] as const;

/** Every row of the tables the routes below could write, to show a refused request wrote nothing. */
async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) tables[table] = await queryRows(ctx.database.db, sql`select * from ${sql.identifier(table)} order by 1`);
  return tables;
}

async function post(url: string, payload: unknown, options: { headers?: Headers; cookies?: Record<string, string> } = {}) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, ...options });
}

/** Sends the request and checks it is a 400 naming `field` with `message`, and that no table changed. */
async function expectRefused(send: () => Promise<{ statusCode: number; json(): unknown }>, field: string, message: string) {
  const before = await snapshot();
  const response = await send();
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe('validation_error');
  expect(body.error.fields?.[field]).toBe(message);
  expect(body.error.message).toBe(`${field}: ${message}`);
  expect(await snapshot()).toEqual(before);
}

const CONTROL = TEXT_MESSAGES.controlCharacters;

describe('a NUL byte on the anonymous routes', () => {
  it('POST /api/pageview', async () => {
    await expectRefused(() => post(API_PATHS.pageView, { path: `/a${NUL}b` }), 'path', CONTROL);
    await expectRefused(() => post(API_PATHS.pageView, { path: '/', referrer: `https://example.org/${NUL}` }), 'referrer', CONTROL);
  });

  it('a lone surrogate in a page view', async () => {
    await expectRefused(() => post(API_PATHS.pageView, { path: '/wine\ud83c' }), 'path', CONTROL);
  });

  it('POST /api/login-user/', async () => {
    await expectRefused(() => post(API_PATHS.login, { username: `margaux${NUL}`, password: 'TastingNotes-2026' }), 'username', CONTROL);
  });

  it('POST /api/register-user-create/', async () => {
    const registration = {
      username: 'zoe_n',
      email: 'zoe@example.com',
      password: 'Barrel-Aged-Riesling',
      password2: 'Barrel-Aged-Riesling',
      first_name: `Zo${NUL}ë`,
      last_name: 'Nguyễn',
      registrationType: 'mbr',
    };
    const csrf = await withCsrf(ctx.app);
    await expectRefused(() => post(API_PATHS.register, registration, csrf), 'first_name', CONTROL);
  });

  it('POST /api/requestinfo-create/ and /api/signup-create/', async () => {
    const form = {
      firstName: 'Margaux',
      lastName: 'Durand',
      email: 'margaux@example.com',
      phone: '+44 20 7946 0958',
      countrySelect: 'GB',
      city: 'London',
      howDidYouHear: '3',
      ageCertification: true,
    };
    const csrf = await withCsrf(ctx.app);
    await expectRefused(() => post(API_PATHS.requestInfo, { ...form, requestContent: `Four days${NUL}` }, csrf), 'requestContent', CONTROL);
    await expectRefused(() => post(API_PATHS.signUp, { ...form, city: `Lon${NUL}don` }, csrf), 'city', CONTROL);
  });
});

describe('the login form', () => {
  it('asks for each missing field in words a person can act on', async () => {
    const response = await post(API_PATHS.login, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ username: 'Please enter your username', password: 'Please enter your password' });
    expect(response.json().error.message).toBe('username: Please enter your username');
  });

  it('refuses a field it does not know, naming it', async () => {
    await expectRefused(
      () => post(API_PATHS.login, { username: 'margaux', password: 'x', is_staff: true }),
      'body',
      TEXT_MESSAGES.unknownFields(['is_staff']),
    );
  });
});

describe('a NUL byte on the signed-in routes', () => {
  it('the member profile update', async () => {
    const { headers } = await createMember(ctx.database.db);
    await expectRefused(() => post(API_PATHS.memberProfile.update, { 'member.city': `Reims${NUL}` }, { headers }), 'member.city', CONTROL);
    await expectRefused(() => post(API_PATHS.memberProfile.update, { first_name: `Ada${NUL}` }, { headers }), 'first_name', CONTROL);
  });

  it('the business profile update', async () => {
    const { headers } = await createProfessional(ctx.database.db);
    const bio = `We pour.\n${NUL}`;
    await expectRefused(
      () => post(API_PATHS.businessProfile.update, { 'professional.businessBio': bio }, { headers }),
      'professional.businessBio',
      CONTROL,
    );
  });

  it('event-details-update, in a one-line and in a free-text field', async () => {
    const host = await createProfessional(ctx.database.db);
    const item = await createDraftItem(ctx.database.db, host.user.id);
    const url = apiPath(API_PATHS.host.event.update, { id: item.id });
    await expectRefused(() => post(url, { eventTitle: `Chalk${NUL}` }, { headers: host.headers }), 'eventTitle', CONTROL);
    await expectRefused(() => post(url, { description: `Six growers.\n${NUL}` }, { headers: host.headers }), 'description', CONTROL);
    await expectRefused(() => post(url, { locationcity: `Reims${NUL}` }, { headers: host.headers }), 'locationcity', CONTROL);
  });

  it('event-details-update refuses a field it does not know, naming it, and changes nothing', async () => {
    const host = await createProfessional(ctx.database.db);
    const item = await createDraftItem(ctx.database.db, host.user.id);
    const url = apiPath(API_PATHS.host.event.update, { id: item.id });
    await expectRefused(
      () => post(url, { eventTitle: 'New title', hostId: 1 }, { headers: host.headers }),
      'body',
      TEXT_MESSAGES.unknownFields(['hostId']),
    );
    await expectRefused(
      () => post(url, { status: 'Active', imageKey: 'x.webp' }, { headers: host.headers }),
      'body',
      TEXT_MESSAGES.unknownFields(['status', 'imageKey']),
    );
  });

  it('the attendee details of create-payment-intent', async () => {
    const member = await createMember(ctx.database.db);
    const host = await createProfessional(ctx.database.db);
    const item = await createCatalogItem(ctx.database.db, host.user.id);
    const added = await post(
      API_PATHS.cart.update,
      { productGroup: 'Events', productId: item.id, action: 'add', quantity: 1 },
      { headers: member.headers },
    );
    const OrderId = (added.json() as { OrderId: number }).OrderId;
    const intent = (attendeeDetails: Record<string, unknown>) =>
      post(API_PATHS.cart.createPaymentIntent, { OrderId, attendeeDetails }, { headers: member.headers });
    await expectRefused(() => intent({ ...ATTENDEE, city: `London${NUL}` }), 'attendeeDetails.city', CONTROL);
    await expectRefused(() => intent({ ...ATTENDEE, firstName: `Ada${NUL}` }), 'attendeeDetails.firstName', CONTROL);
    await expectRefused(
      () => intent({ ...ATTENDEE, country: 'France' }),
      'attendeeDetails.country',
      'Please choose a country from the list',
    );
    await expectRefused(() => intent({ ...ATTENDEE, email: 'ada@example.com' }), 'attendeeDetails', TEXT_MESSAGES.unknownFields(['email']));
  });

  it('the voucher code', async () => {
    const member = await createMember(ctx.database.db);
    await expectRefused(
      () => post(API_PATHS.cart.update, { action: 'voucher', voucherCode: `WELCOME10${NUL}` }, { headers: member.headers }),
      'voucherCode',
      CONTROL,
    );
  });

  it('the review comment', async () => {
    const host = await createProfessional(ctx.database.db);
    const item = await createCatalogItem(ctx.database.db, host.user.id);
    const guest = await createMember(ctx.database.db);
    await createPaidOrder(ctx.database.db, guest.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }]);
    const url = apiPath(API_PATHS.reviews.create, { id: item.id });
    await expectRefused(
      () => post(url, { product: 'event', rating: 5, comment: `Lovely${NUL}` }, { headers: guest.headers }),
      'comment',
      CONTROL,
    );
  });

  it('the wine list name', async () => {
    const host = await createProfessional(ctx.database.db);
    await expectRefused(
      () => post(API_PATHS.wineLists.create, { wineListName: `Chalk${NUL}` }, { headers: host.headers }),
      'wineListName',
      CONTROL,
    );
  });
});
