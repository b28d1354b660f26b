import type * as FastifyModule from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, it, vi } from 'vitest';
import { registeredRoutes, routesToCover, type RegisteredRoute } from '../testing/route-collector.ts';
import { newWorld, openSecurityApp, type World } from '../testing/security-world.ts';
import { ROUTE_TABLE, type ExampleRequest, type RouteEntry } from '../testing/security/route-table.ts';
import { exampleBody, fillUrl, injectOptions, isApiError } from '../testing/security/requests.ts';
import { inputChannels, summarize, type RequestChange } from '../testing/security/payloads.ts';

vi.mock('fastify', async (importOriginal) =>
  (await import('../testing/route-collector.ts')).collectingFastify(await importOriginal<typeof FastifyModule>()),
);

/**
 * The seed of every run, recorded so that a failure can be replayed: SECURITY_FUZZ_SEED=<seed> npx vitest run
 * apps/server/src/security/bad-payloads.test.ts (each route's properties derive their own seed from it).
 */
const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? 20_261_122);

// The app is built while the tests are collected, so that there is one test for each route it registers.
const ctx = await openSecurityApp();
afterAll(async () => ctx.close());

/** The routes that take input: a body (every POST; some read their form without a schema), a query or params. */
const targets = routesToCover(registeredRoutes(ctx.app)).filter(
  (route) => route.method === 'POST' || route.body || route.querystring || route.params,
);

/** A stable per-route seed, so that adding a route does not change what the others are sent. */
function seedFor(label: string): number {
  let hash = SEED | 0;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** A generated input, printed in a failure as a bounded summary rather than 100 KB of text. */
class Input<T> {
  constructor(
    readonly channel: string,
    readonly value: T,
  ) {}
  [fc.toStringMethod]() {
    return `${this.channel} ${summarize(this.value)}`;
  }
}

/** Sends the example with one change as the route's principal; fails on a 5xx, or on a refusal outside the error shape. */
function senderFor(world: World, route: RegisteredRoute, entry: RouteEntry, example: ExampleRequest) {
  return async (change: RequestChange) => {
    const url = fillUrl(route.url, change.params ?? example.params, change.query ?? example.query);
    const body = change.json === undefined ? exampleBody(example) : { json: change.json };
    const response = await ctx.app.inject(await injectOptions(world, route, entry.principal, url, body));
    const status = response.statusCode;
    if (status >= 500 || (status >= 400 && !isApiError(response))) {
      throw new Error(
        `${route.key} answered ${status} to ${url.length > 200 ? `${url.slice(0, 200)}…` : url}: ${response.body.slice(0, 300)}`,
      );
    }
  };
}

async function check<T>(label: string, arbitrary: fc.Arbitrary<T>, numRuns: number, send: (value: T) => Promise<void>) {
  await fc.assert(
    fc.asyncProperty(
      arbitrary.map((value) => new Input(label, value)),
      (input) => send(input.value),
    ),
    { seed: seedFor(label), numRuns, endOnFailure: true, includeErrorInReport: true },
  );
}

describe('bad payloads: every body, query string and path parameter is answered below 500, failures in the error shape', () => {
  for (const route of targets) {
    const key = route.key;
    it(key, async () => {
      const entry = ROUTE_TABLE[key];
      if (!entry) throw new Error(`${key} has no entry in testing/security/route-table.ts`);
      const world = await newWorld(ctx);
      const example = (await entry.example?.(world)) ?? {};
      const send = senderFor(world, route, entry, example);

      for (const input of inputChannels(route, example)) {
        await check(`${key} ${input.channel}`, input.arbitrary, input.numRuns, (value) => send(input.change(value)));
      }
    });
  }
});
