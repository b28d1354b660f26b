import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { createCatalogItem, createProfessional } from '../testing/factories.ts';

// When a kept answer is missing (first read, lapsed or invalidated), the requests that arrive together for it
// cost one read: the first reads, the rest wait for its answer.
const statements: string[] = [];
const recorder: Logger = { logQuery: (query) => void statements.push(query) };

let ctx: TestContext;
let itemId: number;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '2' }, { logger: recorder });
  const host = await createProfessional(ctx.database.db);
  itemId = (await createCatalogItem(ctx.database.db, host.user.id, { title: 'Herd tasting' })).id;
});
afterAll(async () => ctx.close());

const detailReads = () =>
  statements.filter((query) => query.includes('from "catalog_items"') && query.includes('json_build_object')).length;

describe('requests that miss together', () => {
  it('read the database once and all get the same answer', async () => {
    statements.length = 0;
    const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.app.inject({ method: 'GET', url: `/api/events/${itemId}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.json().eventTitle === 'Herd tasting')).toBe(true);
    expect(detailReads()).toBe(1);
  });

  it('each read on their own when signed in (never shared)', async () => {
    const host = await createProfessional(ctx.database.db);
    statements.length = 0;
    ctx.app.publicCache.invalidate(`item:${itemId}`);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => ctx.app.inject({ method: 'GET', url: `/api/events/${itemId}`, headers: host.headers })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(detailReads()).toBe(3);
  });
});
