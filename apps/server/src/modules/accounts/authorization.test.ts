import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { withCsrf } from '../../testing/csrf.ts';

let ctx: TestContext;
let picture: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#5b1a2e' } })
    .png()
    .toBuffer();
});
afterAll(async () => ctx.close());

type Who = 'anonymous' | 'member' | 'professional';

interface RouteCase {
  name: string;
  expect: Record<Who, number>;
  /** Sends the request as `who` (with a fresh account each time, so logout cannot spoil another case). */
  send(headers: Record<string, string>): Promise<LightMyRequestResponse>;
}

let sequence = 0;
const ROUTES: RouteCase[] = [
  {
    name: 'POST /api/register-user-create/',
    expect: { anonymous: 201, member: 201, professional: 201 },
    send: async (headers) => {
      sequence += 1;
      const password = 'Barrel-Aged-Riesling';
      const payload = {
        username: `matrix${sequence}`,
        email: `matrix${sequence}@example.com`,
        password,
        password2: password,
        first_name: 'Ada',
        last_name: 'Vine',
        registrationType: 'mbr',
      };
      return ctx.app.inject({ method: 'POST', url: '/api/register-user-create/', payload, ...(await withCsrf(ctx.app, headers)) });
    },
  },
  {
    name: 'POST /api/login-user/ (wrong password)',
    expect: { anonymous: 400, member: 400, professional: 400 },
    send: (headers) =>
      ctx.app.inject({ method: 'POST', url: '/api/login-user/', headers, payload: { username: 'nobody', password: 'Wrong-Password-1' } }),
  },
  {
    name: 'GET /api/auth/user',
    expect: { anonymous: 401, member: 200, professional: 200 },
    send: (headers) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers }),
  },
  {
    name: 'POST /api/auth/logout',
    expect: { anonymous: 401, member: 204, professional: 204 },
    send: (headers) => ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers }),
  },
  {
    name: 'GET /api/auth/member-profile-page',
    expect: { anonymous: 401, member: 200, professional: 403 },
    send: (headers) => ctx.app.inject({ method: 'GET', url: '/api/auth/member-profile-page', headers }),
  },
  {
    name: 'POST /api/auth/member-profile-update',
    expect: { anonymous: 401, member: 200, professional: 403 },
    send: (headers) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/member-profile-update', headers, payload: { 'member.city': 'Epernay' } }),
  },
  {
    name: 'POST /api/auth/member-profile-picture',
    expect: { anonymous: 401, member: 200, professional: 403 },
    send: (headers) => {
      const upload = multipartFile('profilePicture', 'me.png', 'image/png', picture);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/auth/member-profile-picture',
        headers: { ...headers, ...upload.headers },
        payload: upload.payload,
      });
    },
  },
  {
    name: 'GET /api/auth/business-profile-page',
    expect: { anonymous: 401, member: 403, professional: 200 },
    send: (headers) => ctx.app.inject({ method: 'GET', url: '/api/auth/business-profile-page', headers }),
  },
  {
    name: 'POST /api/auth/business-profile-update',
    expect: { anonymous: 401, member: 403, professional: 200 },
    send: (headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/business-profile-update',
        headers,
        payload: { 'professional.businessType': 'Winery' },
      }),
  },
  {
    name: 'POST /api/auth/business-profile-picture',
    expect: { anonymous: 401, member: 403, professional: 200 },
    send: (headers) => {
      const upload = multipartFile('profilePicture', 'logo.png', 'image/png', picture);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/auth/business-profile-picture',
        headers: { ...headers, ...upload.headers },
        payload: upload.payload,
      });
    },
  },
];

async function headersFor(who: Who): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  const { headers } = who === 'member' ? await createMember(ctx.database.db) : await createProfessional(ctx.database.db);
  return headers;
}

describe('authorization matrix over the account and profile routes', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const answers: Record<Who, number> = { anonymous: 0, member: 0, professional: 0 };
    for (const who of ['anonymous', 'member', 'professional'] as const) {
      const response = await route.send(await headersFor(who));
      answers[who] = response.statusCode;
      if (response.statusCode === 401) expect(response.json().error.code).toBe('unauthorized');
      if (response.statusCode === 403) expect(response.json().error.code).toBe('forbidden');
    }
    expect(answers).toEqual(route.expect);
  });

  it('refuses a token that has been logged out on every private route', async () => {
    const member = await createMember(ctx.database.db);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    for (const route of ROUTES.filter((r) => r.expect.anonymous === 401)) {
      expect([route.name, (await route.send(member.headers)).statusCode]).toEqual([route.name, 401]);
    }
  });
});
