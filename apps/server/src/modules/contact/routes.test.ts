import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@trg/contract/contact';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { withCsrf } from '../../testing/csrf.ts';

let ctx: TestContext;
let csrf: string;
let address = 0;
/** Each test posts from an address of its own, so the rate limit of one never spills into another. */
const nextAddress = () => `10.0.0.${++address}`;

beforeAll(async () => {
  ctx = await createTestApp();
  csrf = (await withCsrf(ctx.app)).cookies.csrftoken;
});
afterAll(async () => ctx.close());

const signUp = {
  firstName: 'Margaux',
  lastName: 'Durand',
  email: 'margaux@example.com',
  phone: '+33 6 12 34 56 78',
  countrySelect: 'FR',
  city: 'Reims',
  howDidYouHear: '4',
  ageCertification: true,
};
const requestInfo = { ...signUp, requestContent: 'A long weekend in Champagne for six, in June.' };

function post(url: string, payload: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, ...options.headers },
  });
}

const infoRows = () => queryRows<Record<string, unknown>>(ctx.database.db, sql`select * from info_requests order by id`);
const signUpRows = () => queryRows<Record<string, unknown>>(ctx.database.db, sql`select * from newsletter_sign_ups order by id`);

describe('POST /api/requestinfo-create/', () => {
  it('stores a valid request and answers 201', async () => {
    const response = await post('/api/requestinfo-create/', requestInfo);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    const rows = await infoRows();
    expect(rows.at(-1)).toMatchObject({
      first_name: 'Margaux',
      last_name: 'Durand',
      email: 'margaux@example.com',
      country_code: 'FR',
      city: 'Reims',
      request_content: 'A long weekend in Champagne for six, in June.',
      referral_source: 4,
      age_certified: true,
    });
  });

  it('accepts the path without the trailing slash', async () => {
    const response = await post('/api/requestinfo-create', { ...requestInfo, howDidYouHear: 1 });
    expect(response.statusCode).toBe(201);
  });

  it('stores a resent submission once when it carries the same Idempotency-Key', async () => {
    const before = (await infoRows()).length;
    const headers = { 'idempotency-key': 'outbox-0b6f2c1e-resend' };
    expect((await post('/api/requestinfo-create/', requestInfo, { headers })).statusCode).toBe(201);
    expect((await post('/api/requestinfo-create/', requestInfo, { headers })).statusCode).toBe(201);
    expect((await infoRows()).length).toBe(before + 1);
  });

  it.each([
    ['firstName', '', CONTACT_MESSAGES.firstNameRequired],
    ['firstName', 'Jean_Luc', CONTACT_MESSAGES.firstNameLetters],
    ['lastName', '', CONTACT_MESSAGES.lastNameRequired],
    ['lastName', 'Du-Pont 2', CONTACT_MESSAGES.lastNameLetters],
    ['email', 'margaux@example', CONTACT_MESSAGES.email],
    ['phone', '', CONTACT_MESSAGES.phone],
    ['countrySelect', '', CONTACT_MESSAGES.country],
    ['city', '', CONTACT_MESSAGES.cityRequired],
    ['city', 'Saint-Malo (35)', CONTACT_MESSAGES.cityLetters],
    ['requestContent', '', CONTACT_MESSAGES.requestContent],
    ['howDidYouHear', '9', CONTACT_MESSAGES.howDidYouHear],
    ['ageCertification', false, CONTACT_MESSAGES.ageCertification],
  ])('answers 400 with the form message when %s is %j, and stores nothing', async (field, value, message) => {
    const before = (await infoRows()).length;
    const response = await post('/api/requestinfo-create/', { ...requestInfo, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect((await infoRows()).length).toBe(before);
  });

  it('names every failing field of an empty form', async () => {
    const response = await post('/api/requestinfo-create/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: CONTACT_MESSAGES.firstNameRequired,
      lastName: CONTACT_MESSAGES.lastNameRequired,
      email: CONTACT_MESSAGES.email,
      phone: CONTACT_MESSAGES.phone,
      countrySelect: CONTACT_MESSAGES.country,
      city: CONTACT_MESSAGES.cityRequired,
      requestContent: CONTACT_MESSAGES.requestContent,
      howDidYouHear: CONTACT_MESSAGES.howDidYouHear,
      ageCertification: CONTACT_MESSAGES.ageCertification,
    });
  });

  it('refuses a post without the X-CSRFToken header with 403', async () => {
    const before = (await infoRows()).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/requestinfo-create/',
      payload: requestInfo,
      headers: { cookie: `csrftoken=${csrf}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect((await infoRows()).length).toBe(before);
  });

  it('refuses a post without the X-CSRFToken header with 403 before reading its body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/requestinfo-create/',
      payload: '{"firstName": ',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('refuses a post whose X-CSRFToken does not match the cookie with 403', async () => {
    const response = await post('/api/requestinfo-create/', requestInfo, {
      headers: { 'x-csrftoken': 'x'.repeat(43) },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a post without the csrftoken cookie with 403', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/requestinfo-create/',
      payload: requestInfo,
      headers: { 'x-csrftoken': csrf },
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits each client address to 10 posts a minute, answering 429 with Retry-After', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/requestinfo-create/', requestInfo, { remoteAddress })).statusCode).toBe(201);
    }
    const limited = await post('/api/requestinfo-create/', requestInfo, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another address is not affected.
    expect((await post('/api/requestinfo-create/', requestInfo)).statusCode).toBe(201);
  });
});

describe('POST /api/signup-create/', () => {
  it('stores a valid sign-up and answers 201', async () => {
    const response = await post('/api/signup-create/', signUp);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    expect(await signUpRows()).toEqual([
      expect.objectContaining({ email: 'margaux@example.com', first_name: 'Margaux', city: 'Reims', sign_up_count: 1 }),
    ]);
  });

  it('merges a repeated sign-up of one email, whatever its case, into the same row', async () => {
    const response = await post('/api/signup-create/', { ...signUp, email: 'MARGAUX@example.com', city: 'Epernay', howDidYouHear: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'updated' });
    const rows = await signUpRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'MARGAUX@example.com', city: 'Epernay', referral_source: 2, sign_up_count: 2 });
  });

  it('keeps sign-ups of different emails apart', async () => {
    expect((await post('/api/signup-create/', { ...signUp, email: 'tom@example.org' })).statusCode).toBe(201);
    expect(await signUpRows()).toHaveLength(2);
  });

  it('refuses a request the sign-up form does not have, naming it, and stores nothing', async () => {
    const before = await signUpRows();
    const response = await post('/api/signup-create/', { ...signUp, email: 'ines@example.es', requestContent: 'not on this form' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('body: This field cannot be sent here: requestContent.');
    expect(await signUpRows()).toEqual(before);
  });

  it('takes names and cities of any alphabet, with spaces, hyphens and apostrophes, as registration does', async () => {
    const response = await post('/api/signup-create/', {
      ...signUp,
      email: 'zoe@example.fr',
      firstName: 'Zoë',
      lastName: "O'Neil-Dupré",
      city: 'St Malo',
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['firstName', '', CONTACT_MESSAGES.firstNameRequired],
    ['firstName', 'M4rgaux', CONTACT_MESSAGES.firstNameLetters],
    ['lastName', '', CONTACT_MESSAGES.lastNameRequired],
    ['lastName', 'Van Dyke!', CONTACT_MESSAGES.lastNameLetters],
    ['email', '', CONTACT_MESSAGES.email],
    ['email', 'a@@b.com', CONTACT_MESSAGES.email],
    ['phone', '   ', CONTACT_MESSAGES.phone],
    ['countrySelect', 'XX', CONTACT_MESSAGES.country],
    ['city', '', CONTACT_MESSAGES.cityRequired],
    ['city', 'Reims 51', CONTACT_MESSAGES.cityLetters],
    ['howDidYouHear', '', CONTACT_MESSAGES.howDidYouHear],
    ['ageCertification', false, CONTACT_MESSAGES.ageCertification],
  ])('answers 400 with the form message when %s is %j', async (field, value, message) => {
    const response = await post('/api/signup-create/', { ...signUp, email: 'new@example.com', [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
  });

  it('refuses a post without the X-CSRFToken header with 403', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup-create/',
      payload: signUp,
      headers: { cookie: `csrftoken=${csrf}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a wrong X-CSRFToken with 403', async () => {
    const response = await post('/api/signup-create/', signUp, { headers: { 'x-csrftoken': `${csrf.slice(1)}A` } });
    expect(response.statusCode).toBe(403);
  });

  it('limits each client address to 10 posts a minute, answering 429 with Retry-After', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 10; i++) {
      const response = await post('/api/signup-create/', { ...signUp, email: `guest${i}@example.com` }, { remoteAddress });
      expect(response.statusCode).toBe(201);
    }
    const limited = await post('/api/signup-create/', signUp, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
