import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { GroupName } from '../modules/accounts/schema.ts';
import { userForToken, type SessionUser } from '../modules/accounts/tokens.ts';
import { forbidden, unauthorized } from './http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carried a valid `Authorization: Token <token>`. */
    user: SessionUser | null;
    /** The raw token of this request, for logout. */
    authToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler factory: 401 unless signed in, 403 unless in the group. */
    requireGroup(group: GroupName): (request: FastifyRequest) => Promise<void>;
  }
}

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9]{16,128})$/;

/** Reads the spec's `Authorization: Token <token>` header on every request; routes then require what they need. */
export const authPlugin = fp<{ tokenTtlHours: number }>(async (app, { tokenTtlHours }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = TOKEN_HEADER.exec(header.trim());
    if (!match?.[1]) return;
    request.authToken = match[1];
    request.user = await userForToken(app.db, match[1], tokenTtlHours);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  });

  app.decorate('requireGroup', (group: GroupName) => async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (request.user.group !== group) {
      throw forbidden(
        group === 'members' ? 'This is for member accounts only.' : 'This is for professional (host) accounts only.',
      );
    }
  });
});

/** The signed-in user of a route guarded by requireUser or requireGroup. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
