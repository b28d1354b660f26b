import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../testing/test-app.ts';
import { registeredRoutes, routesToCover, type RegisteredRoute } from '../testing/route-collector.ts';
import { ACTORS, dataFingerprint, newWorld, openSecurityApp, type Actor } from '../testing/security-world.ts';
import { ROUTE_TABLE, type Verdict } from '../testing/security/route-table.ts';
import { exampleBody, fillUrl, injectOptions, isApiError } from '../testing/security/requests.ts';

// Every route the app registers is recorded by an onRoute hook added as the Fastify instance is made.
vi.mock('fastify', async (importOriginal) =>
  (await import('../testing/route-collector.ts')).collectingFastify(await importOriginal<typeof FastifyModule>()),
);

let ctx: TestContext;
let routes: RegisteredRoute[];

beforeAll(async () => {
  ctx = await openSecurityApp();
  routes = routesToCover(registeredRoutes(ctx.app));
});
afterAll(async () => ctx.close());

const list = (keys: string[]) => keys.map((key) => `\n  ${key}`).join('');

describe('the route table (testing/security/route-table.ts)', () => {
  it('has an entry for every route the app registers', () => {
    const missing = routes.map((route) => route.key).filter((key) => !(key in ROUTE_TABLE));
    expect(missing, `routes with no entry in testing/security/route-table.ts:${list(missing)}`).toEqual([]);
  });

  it('names only routes the app registers', () => {
    const registered = new Set(routes.map((route) => route.key));
    const stale = Object.keys(ROUTE_TABLE).filter((key) => !registered.has(key));
    expect(stale, `entries in testing/security/route-table.ts for routes the app no longer has:${list(stale)}`).toEqual([]);
  });
});

/** What a caller got, in the table's terms: a let-through request is 'allowed', a refusal its status. */
function verdictOf(status: number, expected: Verdict): Verdict | number {
  if (expected === 'allowed') return status === 401 || status === 403 || status >= 500 ? status : 'allowed';
  return status;
}

describe('authorization matrix: anonymous, member, other member, owning host, other host on every route', () => {
  for (const [key, entry] of Object.entries(ROUTE_TABLE)) {
    it(key, async () => {
      const route = routes.find((candidate) => candidate.key === key);
      if (!route) throw new Error(`${key} is in the table but the app has no such route`);
      const world = await newWorld(ctx);
      const example = (await entry.example?.(world)) ?? {};
      const url = fillUrl(route.url, example.params, example.query);
      const body = exampleBody(example);
      const send = async (actor: Actor) => ctx.app.inject(await injectOptions(world, route, actor, url, body));

      const denied = ACTORS.filter((actor) => entry.access[actor] !== 'allowed');
      const allowed = [entry.principal, ...ACTORS.filter((actor) => actor !== entry.principal && entry.access[actor] === 'allowed')];
      const observed: Partial<Record<Actor, Verdict | number>> = {};
      const shapes: string[] = [];

      // Refused callers first, with the owner's resource in the request: they must change nothing.
      const before = await dataFingerprint(ctx);
      for (const actor of denied) {
        const response = await send(actor);
        observed[actor] = verdictOf(response.statusCode, entry.access[actor]);
        if (!isApiError(response)) shapes.push(`${actor}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(await dataFingerprint(ctx), `refused requests to ${key} changed stored data`).toEqual(before);

      let principalStatus = 0;
      for (const actor of allowed) {
        const response = await send(actor);
        if (actor === entry.principal) principalStatus = response.statusCode;
        observed[actor] = verdictOf(response.statusCode, entry.access[actor]);
      }

      expect(observed, `${key}: what each caller got (a status where the table expects 'allowed' is a refusal or a 5xx)`).toEqual(
        entry.access,
      );
      expect(shapes, `${key}: refusals outside the error shape`).toEqual([]);
      // The table's example is a valid request: its principal succeeds with it.
      const succeeded = entry.succeeds === undefined ? principalStatus >= 200 && principalStatus < 300 : principalStatus === entry.succeeds;
      expect(succeeded, `${key}: ${entry.principal} got ${principalStatus} with the table's example`).toBe(true);
    });
  }
});
