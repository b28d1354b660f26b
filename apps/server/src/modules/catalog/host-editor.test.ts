import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createProfessional } from '../../testing/factories.ts';
import { profiles } from '../profiles/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const base = '/api/auth/business-profile';

async function hostWithProfile(profile: Partial<typeof profiles.$inferInsert> | null, email?: string) {
  const host = await createProfessional(ctx.database.db, email ? { email } : {});
  if (profile) await ctx.database.db.insert(profiles).values({ userId: host.user.id, ...profile });
  return host;
}

const create = (headers: Record<string, string>, kind: 'event' | 'experience', payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${base}/create-${kind}`, payload, headers });
const update = (headers: Record<string, string>, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${base}/event-details-update/${id}/`, payload, headers });

describe('a new item starts from the business profile', () => {
  it("takes the business name, email, phone, the country's currency and time zone, and the town", async () => {
    const host = await hostWithProfile(
      { businessName: ' Domaine Vasseur ', phone: '0145550199', phoneCountryCode: '+33', city: 'Cramant', country: 'FR' },
      'cellar@vasseur.example.com',
    );
    const response = await create(host.headers, 'event', { eventTitle: 'Harvest Lunch', olineExperience: false });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      host: 'Domaine Vasseur',
      hostEmail: 'cellar@vasseur.example.com',
      hostPhone: '0145550199',
      hostPhoneCountryCode: '+33',
      currency: 'EUR',
      timeZone: 'GMT+01:00',
      locationcity: 'Cramant',
      locationCountry: 'FR',
      locationAddress: null,
      lat: null,
      lng: null,
    });
  });

  it('gives an online item no venue, and Swiss hosts francs', async () => {
    const host = await hostWithProfile({ businessName: 'Cave de Lavaux', city: 'Cully', country: 'CH' });
    const experience = (await create(host.headers, 'experience', { experienceTitle: 'Lavaux Live', olineExperience: true })).json();
    expect(experience).toMatchObject({
      currency: 'CHF',
      timeZone: 'GMT+01:00',
      host: 'Cave de Lavaux',
      locationcity: null,
      locationCountry: null,
    });
  });

  it("falls back to the site's defaults without a profile, and leaves out what the editor would refuse", async () => {
    const bare = await hostWithProfile(null);
    expect((await create(bare.headers, 'event', { eventTitle: 'No Profile Yet' })).json()).toMatchObject({
      currency: 'GBP',
      timeZone: 'GMT',
      host: null,
      hostEmail: bare.user.email,
      hostPhone: null,
      hostPhoneCountryCode: null,
    });
    const odd = await hostWithProfile({ phone: '(01) 45', phoneCountryCode: '+33', country: 'US' });
    expect((await create(odd.headers, 'event', { eventTitle: 'Odd Profile' })).json()).toMatchObject({
      currency: 'GBP',
      timeZone: 'GMT',
      hostPhone: null,
      hostPhoneCountryCode: null,
      locationCountry: 'US',
    });
  });
});

describe('end time and refund policy', () => {
  it('are written by the host, read back and shown on the public page', async () => {
    const host = await hostWithProfile({ businessName: 'Maison Test' });
    const item = await createCatalogItem(ctx.database.db, host.user.id);
    const saved = await update(host.headers, item.id, {
      endTime: '18:00:00',
      refundPolicy: '  Full refund up to 7 days before.\n\nNone after.  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ endTime: '18:00', refundPolicy: 'Full refund up to 7 days before.\n\nNone after.' });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/events/${item.id}` })).json();
    expect(detail).toMatchObject({ endTime: '18:00', refundPolicy: 'Full refund up to 7 days before.\n\nNone after.' });

    const cleared = await update(host.headers, item.id, { endTime: '', refundPolicy: '' });
    expect(cleared.json()).toMatchObject({ endTime: null, refundPolicy: null });
  });

  it('refuses a time that is not 24-hour and a policy that is too long, naming the field', async () => {
    const host = await hostWithProfile(null);
    const item = await createCatalogItem(ctx.database.db, host.user.id);
    const badTime = await update(host.headers, item.id, { endTime: '6pm' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.fields).toEqual({ endTime: 'The end time must be a 24-hour time such as 19:30.' });
    const long = await update(host.headers, item.id, { refundPolicy: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ refundPolicy: 'The refund policy can be at most 2000 characters.' });
  });
});
