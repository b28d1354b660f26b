import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, API_PATHS } from '@trg/contract/api-paths';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMember, createProfessional } from '../../testing/factories.ts';

let ctx: TestContext;
let hostHeaders: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  hostHeaders = (await createProfessional(ctx.database.db)).headers;
});
afterAll(async () => ctx.close());

const search = (query: Record<string, string>, headers: Record<string, string> | undefined = hostHeaders) =>
  ctx.app.inject({ method: 'GET', url: apiPath(API_PATHS.places, undefined, query), headers });

describe('GET /api/places', () => {
  it('finds Reims, most populous first', async () => {
    const response = await search({ q: 'Reims' });
    expect(response.statusCode).toBe(200);
    const [first] = response.json().results;
    expect(first).toMatchObject({ name: 'Reims', country: 'FR' });
    expect(first.lat).toBeCloseTo(49.26, 1);
    expect(first.lng).toBeCloseTo(4.03, 1);
  });

  it('finds Saint-Émilion typed without its accent or hyphen', async () => {
    const response = await search({ q: 'saint emilion' });
    expect(response.json().results[0]).toMatchObject({ name: 'Saint-Émilion', country: 'FR' });
  });

  it('finds nothing for nonsense', async () => {
    const response = await search({ q: 'zzxqvbnm' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [] });
  });

  it("lists a country's largest towns when only the country is given", async () => {
    const response = await search({ country: 'fr' });
    expect(response.json().results[0]).toMatchObject({ name: 'Paris', country: 'FR' });
  });

  it('refuses a missing, too short or too long query with a message', async () => {
    const refused: Record<string, string>[] = [
      {},
      { q: 'r' },
      { q: 'x'.repeat(81) },
      { q: 'reims', country: 'France' },
      { q: 'reims', extra: '1' },
    ];
    for (const query of refused) {
      const response = await search(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.message).toMatch(/\w/);
    }
    expect((await search({ q: 'r' })).json().error.message).toContain("Type 2 to 80 letters of a town's name.");
  });

  it('answers only hosts', async () => {
    expect((await search({ q: 'reims' }, {})).statusCode).toBe(401);
    const member = await createMember(ctx.database.db);
    expect((await search({ q: 'reims' }, member.headers)).statusCode).toBe(403);
  });
});
