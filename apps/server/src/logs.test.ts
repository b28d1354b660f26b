import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { infoRequests } from './modules/contact/schema.ts';
import { createTestApp, type TestContext } from './testing/test-app.ts';
import { captureLogs } from './testing/log-capture.ts';
import { withCsrf } from './testing/csrf.ts';
import { ATTENDEE, cartClient } from './testing/cart.ts';
import { createCatalogItem, createProfessional } from './testing/factories.ts';

// One person's details, used all along the journey; none may appear anywhere in the log.
const PERSON = {
  firstName: 'Philippa',
  lastName: 'Quennell',
  email: 'philippa.quennell@example.org',
  phone: '07700 900462',
  address: '27 Cooper Lane',
};

// A request that fails in the database with the person's details as the query's parameters.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/probe/store-enquiry', async () => {
    const { address: _, ...person } = PERSON;
    await app.db
      .insert(infoRequests)
      .values({ ...person, countryCode: 'GB', city: 'York', referralSource: 9, ageCertified: true, requestContent: 'x' });
    return { ok: true };
  });
};

const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  // The most the app can log: every request, every response, every error.
  ctx = await createTestApp({ LOG_LEVEL: 'trace', JOB_INTERVAL_SECONDS: '0' }, { probeRoutes, logStream: logs.stream });
});
afterAll(async () => ctx.close());

describe('the log of a whole journey', () => {
  it("never holds the person's name, email, phone or address", async () => {
    const { app, database } = ctx;
    const registration = {
      username: 'pquennell',
      email: PERSON.email,
      password: 'Marl-and-Flint-2026',
      password2: 'Marl-and-Flint-2026',
      first_name: PERSON.firstName,
      last_name: PERSON.lastName,
      registrationType: 'mbr',
    };
    const registered = await app.inject({ method: 'POST', url: API_PATHS.register, payload: registration, ...(await withCsrf(app)) });
    expect(registered.statusCode).toBe(201);
    const member = { authorization: `Token ${registered.json().token}` };

    const profile = await app.inject({
      method: 'POST',
      url: API_PATHS.memberProfile.update,
      headers: member,
      payload: { 'member.phone': PERSON.phone, 'member.phoneCountryCode': '+44', 'member.address': PERSON.address, 'member.city': 'York' },
    });
    expect(profile.statusCode).toBe(200);

    const host = await createProfessional(database.db);
    const event = await createCatalogItem(database.db, host.user.id);
    const client = cartClient(app);
    const { OrderId } = client.json<{ OrderId: number }>(await client.add(member, event.id));
    const attendee = { ...ATTENDEE, firstName: PERSON.firstName, lastName: PERSON.lastName, phone: PERSON.phone, address: PERSON.address };
    const intent = await client.intent(member, OrderId, attendee);
    expect(intent.statusCode).toBe(200);
    expect((await client.pay(member, client.json<{ client_secret: string }>(intent).client_secret)).statusCode).toBe(200);
    expect((await client.complete(member, OrderId)).statusCode).toBe(200);

    const enquiry = {
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      email: PERSON.email,
      phone: PERSON.phone,
      countrySelect: 'GB',
      city: 'York',
      requestContent: 'A week of tastings in Jerez for two.',
      howDidYouHear: '2',
      ageCertification: true,
    };
    expect((await app.inject({ method: 'POST', url: API_PATHS.requestInfo, payload: enquiry, ...(await withCsrf(app)) })).statusCode).toBe(
      201,
    );

    // Failures: a second registration with the same email, a query string a client filled with the email,
    // and a query that fails in the database.
    const again = await app.inject({
      method: 'POST',
      url: API_PATHS.register,
      payload: { ...registration, username: 'pquennell2' },
      ...(await withCsrf(app)),
    });
    expect(again.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `${API_PATHS.catalog.event.listing}?contact=${encodeURIComponent(PERSON.email)}` }))
        .statusCode,
    ).toBeLessThan(500);
    expect((await app.inject({ method: 'POST', url: '/api/probe/store-enquiry', headers: member, payload: {} })).statusCode).toBe(500);

    const text = logs.text();
    // The log did record the journey: its requests and the database failure, by code and constraint.
    expect(text).toContain(API_PATHS.cart.completeOrder);
    expect(text).toContain('info_requests_referral_source_check');
    const phoneDigits = PERSON.phone.replace(/\D/g, '');
    for (const value of [...Object.values(PERSON), phoneDigits, encodeURIComponent(PERSON.email), registered.json().token]) {
      expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });
});
