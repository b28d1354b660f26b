import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { createCatalogItem, createProfessional } from '../testing/factories.ts';
import { BENCH_FLOOR_PATH, BENCH_FLOOR_SOURCE } from './bench-floor.ts';

describe('the benchmark floor route', () => {
  let plain: TestContext;
  let floored: TestContext;
  beforeAll(async () => {
    plain = await createTestApp();
    floored = await createTestApp({ BENCH_FLOOR: 'true' });
  });
  afterAll(async () => Promise.all([plain.close(), floored.close()]));

  it('does not exist unless BENCH_FLOOR is on', async () => {
    const response = await plain.app.inject({ method: 'GET', url: BENCH_FLOOR_PATH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it("answers the listing's bytes as JSON, captured once and then sent from memory", async () => {
    const { user: host } = await createProfessional(floored.database.db);
    await createCatalogItem(floored.database.db, host.id, { title: 'Before the capture' });
    const listing = await floored.app.inject({ method: 'GET', url: BENCH_FLOOR_SOURCE });
    const floor = await floored.app.inject({ method: 'GET', url: BENCH_FLOOR_PATH });
    expect(floor.statusCode).toBe(200);
    expect(floor.headers['content-type']).toBe(listing.headers['content-type']);
    expect(floor.body).toBe(listing.body);
    expect(floor.json()).toMatchObject({ count: 1, results: [{ eventTitle: 'Before the capture' }] });

    await createCatalogItem(floored.database.db, host.id, { title: 'After the capture' });
    const again = await floored.app.inject({ method: 'GET', url: BENCH_FLOOR_PATH });
    expect(again.body).toBe(listing.body);
  });
});
