import type * as FastifyModule from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ApiErrorSchema } from '@trg/contract/errors';
import { registeredRoutes, routesToCover } from '../testing/route-collector.ts';
import { newWorld, openSecurityApp } from '../testing/security-world.ts';
import { bodyJsonSchema, formatBytes, largestJsonBytes } from '../plugins/body-limits.ts';
import { ROUTE_TABLE } from '../testing/security/route-table.ts';
import { fillUrl, injectOptions } from '../testing/security/requests.ts';

vi.mock('fastify', async (importOriginal) =>
  (await import('../testing/route-collector.ts')).collectingFastify(await importOriginal<typeof FastifyModule>()),
);

// The app is built while the tests are collected, so that there is one test for each route it registers.
const ctx = await openSecurityApp();
afterAll(async () => ctx.close());

const routes = routesToCover(registeredRoutes(ctx.app));
/** Routes that read a JSON body: every write (POST, PUT, PATCH, DELETE) and anything with a body schema. */
const bodyRoutes = routes.filter((route) => route.body || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));

describe('every JSON body is bounded by its schema: strings have a longest length, arrays and maps a largest count', () => {
  for (const route of bodyRoutes.filter((one) => one.body)) {
    it(route.key, () => {
      const schema = bodyJsonSchema(route.options.schema?.body);
      expect(schema, 'a zod body schema').not.toBeNull();
      const unbounded: string[] = [];
      largestJsonBytes(schema ?? true, 'body', unbounded);
      expect(unbounded, 'fields of any size: give each a max').toEqual([]);
    });
  }
});

describe('a body over the route’s limit is refused with 413 naming the limit, before anything is parsed', () => {
  for (const route of bodyRoutes) {
    it(route.key, async () => {
      const entry = ROUTE_TABLE[route.key];
      if (!entry) throw new Error(`${route.key} has no entry in testing/security/route-table.ts`);
      const world = await newWorld(ctx);
      const example = (await entry.example?.(world)) ?? {};
      const limit = route.options.bodyLimit ?? ctx.app.initialConfig.bodyLimit ?? 0;
      // Valid JSON of one byte more than the limit: only its size is wrong.
      const json = `{"x":"${'a'.repeat(limit - 7)}"}`;
      expect(Buffer.byteLength(json)).toBe(limit + 1);
      const url = fillUrl(route.url, example.params, example.query);
      const response = await ctx.app.inject(await injectOptions(world, route, entry.principal, url, { json }));
      expect(response.statusCode).toBe(413);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        error: { code: 'payload_too_large', message: `The request is too large: send at most ${formatBytes(limit)} here.` },
      });
    });
  }
});

describe('every upload route has a limit of its own, counted before its body is read', () => {
  const uploads = routes.filter((route) => {
    const consumes = (route.options.schema as { consumes?: unknown } | undefined)?.consumes;
    return Array.isArray(consumes) && consumes.includes('multipart/form-data');
  });

  it('finds the upload routes', () => {
    expect(uploads.length).toBeGreaterThanOrEqual(5);
  });

  for (const route of uploads) {
    it(route.key, () => {
      const limit = route.options.config?.rateLimit;
      expect(limit, 'config.rateLimit').toMatchObject({ max: expect.any(Number), timeWindow: expect.anything() });
    });
  }
});
