import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Membership } from '@trg/contract/accounts';
import { isWineReferencePath } from '@trg/contract/wine-reference';
import { forbidden, unauthorized } from './http-error.ts';

type GroupName = Membership;

/** What every route may know of the signed-in user; the accounts module supplies it. */
export interface SessionUser {
  id: number;
  group: GroupName;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The port the accounts module fills: the user behind a token, or null when it is unknown or expired. */
export type TokenLookup = (token: string) => Promise<SessionUser | null>;

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

/**
 * Who may call a route, from its path, for the whole `/api/auth` subtree: a signed-in user; the members
 * group for `member-profile...`; the professionals group for `business-profile...`, except the event and
 * experience review that members post there, and the wine reference data that any signed-in user may read
 * (spec part 2 §7); the staff group for the whole `/api/operator` subtree. Null outside the subtrees.
 */
export function requiredAccess(routeUrl: string | undefined): 'user' | GroupName | null {
  // The operator's console: the staff group only, for every route under it.
  if (routeUrl?.startsWith('/api/operator/')) return 'staff';
  if (!routeUrl?.startsWith('/api/auth/')) return null;
  const rest = routeUrl.slice('/api/auth/'.length);
  if (/^member-profile\b/.test(rest)) return 'members';
  if (rest.startsWith('business-profile/create-event-and-experience-review')) return 'members';
  if (isWineReferencePath(routeUrl)) return 'user';
  if (/^business-profile\b/.test(rest)) return 'professionals';
  return 'user';
}

const FORBIDDEN_MESSAGES: Record<GroupName, string> = {
  members: 'This is for member accounts only.',
  professionals: 'This is for professional (host) accounts only.',
  staff: "This is for The Real Grape's staff only.",
};

function guard(request: FastifyRequest, access: 'user' | GroupName) {
  if (!request.user) throw unauthorized();
  if (access !== 'user' && request.user.group !== access) {
    throw forbidden(FORBIDDEN_MESSAGES[access]);
  }
}

/** Reads the spec's `Authorization: Token <token>` header on every request; routes then require what they need. */
export const authPlugin = fp<{ userForToken: TokenLookup }>(async (app, { userForToken }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = TOKEN_HEADER.exec(header.trim());
    if (!match?.[1]) return;
    request.authToken = match[1];
    request.user = await userForToken(match[1]);
  });

  // The /api/auth and /api/operator subtrees are guarded here as a whole, before any body is read, whatever a route declares.
  app.addHook('onRequest', async (request) => {
    // An unknown path under /api/operator is refused like a known one: the console's map is no visitor's business
    // (the pages' catch-all route would otherwise answer it, with a 404 for anyone).
    const access = requiredAccess(request.url.startsWith('/api/operator/') ? request.url : request.routeOptions.url);
    if (access) guard(request, access);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => guard(request, 'user'));
  app.decorate('requireGroup', (group: GroupName) => async (request: FastifyRequest) => guard(request, group));
});

/** The signed-in user of a route guarded by requireUser or requireGroup. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
