import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../app.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createMember, createProfessional } from '../testing/factories.ts';
import { requiredAccess } from './auth.ts';

// Routes that declare no guard of their own: the subtree rule must still hold for them. (The members' review
// route under business-profile is real now; its matrix is in the catalog's authorization tests.)
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/auth/probe', async () => ({ ok: true }));
  app.get('/api/auth/member-profile/probe', async () => ({ ok: true }));
  app.get('/api/auth/business-profile/probe/:id', async () => ({ ok: true }));
  app.get('/api/open-probe', async () => ({ ok: true }));
};

let app: App;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp({}, { probeRoutes }));
});
afterAll(async () => {
  await close();
});

describe('who may call what, by path', () => {
  it('reads the access of the /api/auth subtree from the route path', () => {
    expect(requiredAccess('/api/auth/user')).toBe('user');
    expect(requiredAccess('/api/auth/logout')).toBe('user');
    expect(requiredAccess('/api/auth/member-profile-page')).toBe('members');
    expect(requiredAccess('/api/auth/member-profile/get-wines-from-cellar')).toBe('members');
    expect(requiredAccess('/api/auth/business-profile-update')).toBe('professionals');
    expect(requiredAccess('/api/auth/business-profile/event-details/:id')).toBe('professionals');
    expect(requiredAccess('/api/auth/business-profile/create-event-and-experience-review/:id')).toBe('members');
    expect(requiredAccess('/api/auth/business-profile/wine-region-details/:filter')).toBe('user');
    expect(requiredAccess('/api/auth/business-profile/wine-region-reference-data')).toBe('user');
    expect(requiredAccess('/api/auth/business-profile/wine-reference-data/:filter')).toBe('user');
    expect(requiredAccess('/api/auth/business-profile/food-pairings-reference-data')).toBe('user');
    expect(requiredAccess('/api/auth/business-profile/wine-reference-data-admin')).toBe('professionals');
    expect(requiredAccess('/api/login-user')).toBeNull();
    expect(requiredAccess('/api/authx')).toBeNull();
    expect(requiredAccess(undefined)).toBeNull();
  });

  it('guards routes under /api/auth that declare nothing themselves', async () => {
    const member = await createMember(app.db);
    const professional = await createProfessional(app.db);
    const cases: ['GET' | 'POST', string, number, number, number][] = [
      ['GET', '/api/auth/probe', 401, 200, 200],
      ['GET', '/api/auth/member-profile/probe', 401, 200, 403],
      ['GET', '/api/auth/business-profile/probe/7', 401, 403, 200],
      ['GET', '/api/auth/business-profile/wine-reference-data/=', 401, 200, 200],
      ['GET', '/api/open-probe', 200, 200, 200],
    ];
    for (const [method, url, anonymous, asMember, asProfessional] of cases) {
      const answers = await Promise.all([
        app.inject({ method, url }),
        app.inject({ method, url, headers: member.headers }),
        app.inject({ method, url, headers: professional.headers }),
      ]);
      expect([url, ...answers.map((a) => a.statusCode)]).toEqual([url, anonymous, asMember, asProfessional]);
    }
  });

  it('answers 404 for an unknown path under /api/auth', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
