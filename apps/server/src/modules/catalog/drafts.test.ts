import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, API_PATHS, hostPaths } from '@trg/contract/api-paths';
import { DraftDefaultsSchema } from '@trg/contract/catalog-draft';
import { HostItemSchema } from '@trg/contract/catalog';
import { isoDateInDays as inDays } from '@trg/contract/dates';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';

let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp();
  host = await createProfessional(ctx.database.db, { firstName: 'Henri', lastName: 'Vasseur' });
  const profile = await post(API_PATHS.businessProfile.update, {
    'professional.businessName': 'Domaine Vasseur',
    'professional.phone': '0145550199',
    'professional.phoneCountryCode': '+33',
    'professional.address': '4 Rue des Crayères',
    'professional.city': 'Reims',
    'professional.zip_code': '51100',
    'professional.countrySelect': 'FR',
  });
  expect(profile.statusCode).toBe(200);
});
afterAll(async () => ctx.close());

const draftPath = API_PATHS.itemDrafts.event;
const post = (url: string, payload: unknown, headers: Record<string, string> = host.headers) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const get = (url: string, headers: Record<string, string> = host.headers) => ctx.app.inject({ method: 'GET', url, headers });

/** What the four steps send for a live event: the host typed the rest, the profile gave the contact and address. */
const steps = () => ({
  eventTitle: 'Grower Champagne Evening',
  eventType: 'Tasting',
  date: inDays(30),
  time: '19:30',
  endTime: '22:00',
  timeZone: 'Europe/Paris',
  olineExperience: false,
  locationAddress: '4 Rue des Crayères',
  locationcity: 'Reims',
  locationZip_code: '51100',
  locationCountry: 'FR',
  lat: 49.25,
  lng: 4.03,
  currency: 'EUR',
  price: '45',
  quantity: 24,
  maximumQuantity: 6,
  ticketsPerOrder: 1,
  salesStartDate: inDays(0),
  salesStartTime: '00:00',
  salesEndDate: inDays(30),
  salesEndTime: '18:00',
  description: 'Six growers, six glasses.',
});

async function uploadImage(id: number) {
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#5b1a2e' } })
    .png()
    .toBuffer();
  const upload = multipartFile('mainExperienceImage', 'cellar.png', 'image/png', png);
  return ctx.app.inject({
    method: 'POST',
    url: apiPath(hostPaths('event').image, { id }),
    payload: upload.payload,
    headers: { ...host.headers, ...upload.headers },
  });
}

describe('the four-step create', () => {
  it("starts from the business profile: its country's currency and zone, contact and address", async () => {
    const response = await get(draftPath);
    expect(response.statusCode).toBe(200);
    expect(DraftDefaultsSchema.parse(response.json())).toMatchObject({
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      host: 'Domaine Vasseur',
      hostEmail: host.user.email,
      hostPhone: '0145550199',
      hostPhoneCountryCode: '+33',
      locationAddress: '4 Rue des Crayères',
      locationcity: 'Reims',
      locationZip_code: '51100',
      locationCountry: 'FR',
      lastItemTitle: null,
      price: null,
    });
  });

  it('creates a draft with every field in one request, which the existing routes then illustrate and publish', async () => {
    const created = await post(draftPath, steps());
    expect(created.statusCode).toBe(201);
    const draft = HostItemSchema.parse(created.json());
    expect(draft).toMatchObject({
      status: 'Draft',
      eventTitle: 'Grower Champagne Evening',
      currency: 'EUR',
      price: '45.00',
      hostEmail: host.user.email,
      host: 'Domaine Vasseur',
      locationcity: 'Reims',
    });
    expect((await uploadImage(draft.id)).statusCode).toBe(200);
    const published = await post(apiPath(hostPaths('event').update, { id: draft.id }), { publishEvent: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('Active');

    // The next event starts from this one: its type, times, tickets and price.
    expect(DraftDefaultsSchema.parse((await get(draftPath)).json())).toMatchObject({
      type: 'Tasting',
      time: '19:30',
      endTime: '22:00',
      price: '45.00',
      quantity: 24,
      maximumQuantity: 6,
      ticketsPerOrder: 1,
      lastItemTitle: 'Grower Champagne Evening',
    });
  });

  it('refuses a date that has passed, with the reason, and keeps nothing', async () => {
    const before = (await get(hostPaths('event').listing)).json().length;
    const response = await post(draftPath, { ...steps(), date: '2020-03-14', salesStartDate: '2020-03-01', salesEndDate: '2020-03-14' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: '14 March 2020 at 19:30 has passed: choose a date still to come.',
      fields: { date: '14 March 2020 at 19:30 has passed: choose a date still to come.' },
    });
    expect((await get(hostPaths('event').listing)).json()).toHaveLength(before);
  });

  it('refuses sales that run past the start, and a sales end before its start', async () => {
    const late = await post(draftPath, { ...steps(), salesEndDate: inDays(31) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({ salesEndDate: 'Sales must end by the start of the event.' });
    const backwards = await post(draftPath, { ...steps(), salesStartDate: inDays(10), salesEndDate: inDays(5) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ salesEndDate: 'The sales end must come after the sales start.' });
  });

  it('needs a title, refuses the publish flag, and is for hosts only', async () => {
    const untitled = await post(draftPath, { date: inDays(30) });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.fields).toEqual({ eventTitle: 'Please enter a title.' });
    expect((await post(draftPath, { ...steps(), publishEvent: true })).statusCode).toBe(400);
    const member = await createMember(ctx.database.db);
    expect((await post(draftPath, steps(), member.headers)).statusCode).toBe(403);
    expect((await get(draftPath, member.headers)).statusCode).toBe(403);
    expect((await get(draftPath, {})).statusCode).toBe(401);
  });

  it('makes an experience draft online, with its streaming details kept private to the host', async () => {
    const { locationAddress, locationcity, locationZip_code, locationCountry, lat, lng, eventTitle, ...rest } = steps();
    void [locationAddress, locationcity, locationZip_code, locationCountry, lat, lng, eventTitle];
    const response = await post(API_PATHS.itemDrafts.experience, {
      ...rest,
      experienceTitle: 'Online Riesling Masterclass',
      olineExperience: true,
      streamingLink: 'https://meet.example.com/riesling',
      streamingInstructions: 'Join five minutes early.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      olineExperience: true,
      streamingLink: 'https://meet.example.com/riesling',
      locationcity: null,
    });
  });
});
