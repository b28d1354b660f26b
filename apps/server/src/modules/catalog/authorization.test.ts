import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createMember, createPaidOrder, createProfessional } from '../../testing/factories.ts';
import { isoDateInDays } from '@trg/contract/dates';
import { multipartFile } from '../../testing/multipart.ts';

type Who = 'anonymous' | 'member' | 'owner' | 'otherHost';
type Expected = Record<Who, number>;

let ctx: TestContext;
let headers: Record<Who, Record<string, string>>;
let eventId: number;
let experienceId: number;
/** Items that have started, booked by the member: reviews open only then. */
let startedEventId: number;
let startedExperienceId: number;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const owner = await createProfessional(db);
  const otherHost = await createProfessional(db);
  const member = await createMember(db);
  headers = { anonymous: {}, member: member.headers, owner: owner.headers, otherHost: otherHost.headers };
  eventId = (await createCatalogItem(db, owner.user.id)).id;
  experienceId = (await createCatalogItem(db, owner.user.id, { kind: 'experience' })).id;
  const started = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };
  startedEventId = (await createCatalogItem(db, owner.user.id, started)).id;
  startedExperienceId = (await createCatalogItem(db, owner.user.id, { ...started, kind: 'experience' })).id;
  await createPaidOrder(db, member.user.id, [
    { itemId: eventId, quantity: 1, unitPriceMinor: 4500 },
    { itemId: experienceId, quantity: 1, unitPriceMinor: 4500 },
    { itemId: startedEventId, quantity: 1, unitPriceMinor: 4500 },
    { itemId: startedExperienceId, quantity: 1, unitPriceMinor: 4500 },
  ]);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6420' } })
    .png()
    .toBuffer();
});
afterAll(async () => ctx.close());

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  url: () => string;
  payload?: () => Record<string, unknown>;
  multipart?: boolean;
  expected: Expected;
}

const hostOnly = (ok: number, otherHost: number): Expected => ({ anonymous: 401, member: 403, owner: ok, otherHost });
const membersOnly = (ok: number): Expected => ({ anonymous: 401, member: ok, owner: 403, otherHost: 403 });
const everyone = (ok: number): Expected => ({ anonymous: ok, member: ok, owner: ok, otherHost: ok });
const base = '/api/auth/business-profile';

const ENDPOINTS: Endpoint[] = [
  ...(['event', 'experience'] as const).flatMap((kind): Endpoint[] => {
    const id = () => (kind === 'event' ? eventId : experienceId);
    const plural = kind === 'event' ? 'events' : 'experiences';
    const titleField = kind === 'event' ? 'eventTitle' : 'experienceTitle';
    return [
      { name: `GET my-${plural}-listing`, method: 'GET', url: () => `${base}/my-${plural}-listing`, expected: hostOnly(200, 200) },
      { name: `GET ${kind}-details`, method: 'GET', url: () => `${base}/${kind}-details/${id()}`, expected: hostOnly(200, 404) },
      {
        name: `POST ${kind}-details-update`,
        method: 'POST',
        url: () => `${base}/${kind}-details-update/${id()}/`,
        payload: () => ({ summary: 'Updated summary' }),
        expected: hostOnly(200, 404),
      },
      {
        name: `POST ${kind}-image-update`,
        method: 'POST',
        url: () => `${base}/${kind}-image-update/${id()}/`,
        multipart: true,
        expected: hostOnly(200, 404),
      },
      {
        name: `POST create-${kind}`,
        method: 'POST',
        url: () => `${base}/create-${kind}`,
        payload: () => ({ [titleField]: 'A new one', olineExperience: true }),
        expected: hostOnly(201, 201),
      },
      { name: `GET /api/${plural}`, method: 'GET', url: () => `/api/${plural}`, expected: everyone(200) },
      { name: `GET /api/${plural}/{id}`, method: 'GET', url: () => `/api/${plural}/${id()}`, expected: everyone(200) },
      {
        name: `GET my-booking (${kind})`,
        method: 'GET',
        url: () => `/api/auth/member-profile/my-booking/${id()}`,
        expected: membersOnly(200),
      },
      {
        name: `GET get-event-review (${kind})`,
        method: 'GET',
        url: () => `/api/auth/member-profile/get-event-review/${id()}`,
        expected: membersOnly(200),
      },
      {
        name: `POST create-event-and-experience-review (${kind})`,
        method: 'POST',
        url: () => `${base}/create-event-and-experience-review/${kind === 'event' ? startedEventId : startedExperienceId}/`,
        payload: () => ({ product: kind, rating: 4, comment: 'Very good' }),
        expected: membersOnly(201),
      },
    ];
  }),
  {
    name: 'GET my-events-and-experiences',
    method: 'GET',
    url: () => '/api/auth/member-profile/my-events-and-experiences',
    expected: membersOnly(200),
  },
];

describe('authorization matrix over every catalog and review endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: anonymous, member, owning host, other host`, async () => {
      const results: Partial<Expected> = {};
      for (const who of ['anonymous', 'otherHost', 'member', 'owner'] as const) {
        const upload = endpoint.multipart ? multipartFile('mainExperienceImage', 'a.png', 'image/png', png) : undefined;
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: endpoint.url(),
          headers: { ...headers[who], ...(upload?.headers ?? {}) },
          ...(upload ? { payload: upload.payload } : endpoint.payload ? { payload: endpoint.payload() } : {}),
        });
        results[who] = response.statusCode;
      }
      expect(results).toEqual(endpoint.expected);
    });
  }

  it("never shows another host's items in a host's listing", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${base}/my-events-listing`, headers: headers.otherHost });
    expect(response.json().map((item: { id: number }) => item.id)).not.toContain(eventId);
  });
});
