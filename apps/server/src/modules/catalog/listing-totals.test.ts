import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostPaths } from '@trg/contract/api-paths';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createProfessional } from '../../testing/factories.ts';
import { LISTING_TOTAL_MS } from './public.ts';

// The listing's total is counted at most every LISTING_TOTAL_MS per filter; a host's change on this instance
// drops it at once. The public cache is off, so that every answer here comes from the queries.
let ctx: TestContext;
let host: Awaited<ReturnType<typeof createProfessional>>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
  host = await createProfessional(ctx.database.db);
  await createCatalogItem(ctx.database.db, host.user.id, { title: 'First tasting' });
});
afterAll(async () => ctx.close());
afterEach(() => vi.useRealTimers());

const listing = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/events?page=1&pageSize=20' });
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; results: { eventTitle: string }[]; countries: { code: string }[] };
};

/** A change through the host's routes on this instance, which drops what the listings keep. */
const hostCreatesADraft = async (eventTitle: string) => {
  const created = await ctx.app.inject({
    method: 'POST',
    url: hostPaths('event').create,
    headers: host.headers,
    payload: { eventTitle, olineExperience: false },
  });
  expect(created.statusCode).toBe(201);
};

describe("the listing's total", () => {
  it('is kept for a few seconds, while the page itself is always read afresh', async () => {
    expect((await listing()).count).toBe(1);
    // Added behind the app's back: no host route ran, so nothing told this instance.
    await createCatalogItem(ctx.database.db, host.user.id, { title: 'Second tasting' });
    const seen = await listing();
    expect(seen.results.map((item) => item.eventTitle)).toContain('Second tasting');
    expect(seen.count).toBe(1);
  });

  it('is recounted once it is older than the window: the first reader after it starts the count, the next one sees it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LISTING_TOTAL_MS + 1 });
    expect((await listing()).count).toBe(1);
    await vi.waitFor(async () => expect((await listing()).count).toBe(2));
  });

  it('is dropped at once by a host change on this instance', async () => {
    await createCatalogItem(ctx.database.db, host.user.id, { title: 'Third tasting' });
    expect((await listing()).count).toBe(2);
    await hostCreatesADraft('A draft of a fourth');
    expect((await listing()).count).toBe(3);
  });

  it("keeps the country filter's countries with it, and drops them with it", async () => {
    const codes = async () => (await listing()).countries.map((country) => country.code);
    expect(await codes()).toEqual(['GB']);
    await createCatalogItem(ctx.database.db, host.user.id, { title: 'Barolo evening', locationCountry: 'IT' });
    expect(await codes()).toEqual(['GB']);
    await hostCreatesADraft('A draft of a fifth');
    expect(await codes()).toEqual(['IT', 'GB']);
  });
});
