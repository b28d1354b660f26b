import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createCatalogItem, createProfessional } from '../../testing/factories.ts';

// A search is one statement when its words find something; only words that find nothing are looked up as typos
// (then the page is read again with their alternatives). Counted: the statements that read the search's tables.
const SEARCH_TABLES = /\b(catalog_item_search|search_words)\b/;
const statements: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { onStatement: (text) => void statements.push(text) });
  const host = await createProfessional(ctx.database.db);
  await createCatalogItem(ctx.database.db, host.user.id, { title: 'Chablis by the River' });
});
afterAll(async () => ctx.close());

async function search(words: string) {
  statements.length = 0;
  const response = await ctx.app.inject({ method: 'GET', url: `/api/events?q=${encodeURIComponent(words)}` });
  expect(response.statusCode, response.body).toBe(200);
  const titles = (response.json() as { results: { eventTitle: string }[] }).results.map((card) => card.eventTitle);
  const sent = statements.filter((text) => SEARCH_TABLES.test(text)).map((text) => (/\bsearch_words\b/.test(text) ? 'typos' : 'page'));
  return { titles, sent };
}

describe('the statements of a search', () => {
  it('reads the page once when the words find something, without the typo lookup', async () => {
    expect(await search('chablis')).toEqual({ titles: ['Chablis by the River'], sent: ['page'] });
  });

  it('looks a word that finds nothing up as a typo, then reads the page with its alternatives', async () => {
    expect(await search('chablsi')).toEqual({ titles: ['Chablis by the River'], sent: ['page', 'typos', 'page'] });
  });

  it('stops after the lookup when no word has an alternative', async () => {
    expect(await search('zzqx')).toEqual({ titles: [], sent: ['page', 'typos'] });
  });
});
