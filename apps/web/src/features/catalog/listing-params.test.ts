import { describe, expect, it } from 'vitest';
import { listingParamsFrom } from './listing-params.ts';

describe('a listing’s page and filters from its address', () => {
  it('reads the page, the online filter and a known country', () => {
    expect(listingParamsFrom(new URLSearchParams('page=3&online=false&country=IT'))).toEqual({ page: 3, online: 'false', country: 'IT' });
  });

  it('falls back to the first, unfiltered page for anything it does not know', () => {
    expect(listingParamsFrom(new URLSearchParams('page=-2&online=maybe&country=XX'))).toEqual({
      page: 1,
      online: undefined,
      country: undefined,
    });
    expect(listingParamsFrom(new URLSearchParams('page=1.5&country=it'))).toEqual({ page: 1, online: undefined, country: undefined });
  });
});

describe('the search and filters of a listing’s address (issue 31)', () => {
  it('reads the words and every filter it knows, and writes them back in one order for the canonical link', async () => {
    const { listingQueryString } = await import('./listing-params.ts');
    const params = listingParamsFrom(
      new URLSearchParams('sort=distance&near=Reims&km=30&when=weekend&q=%20barolo%20&colour=Red&priceMax=90&grape=Syrah&page=2'),
    );
    expect(params).toMatchObject({
      page: 2,
      q: 'barolo',
      near: 'Reims',
      km: '30',
      when: 'weekend',
      colour: 'Red',
      priceMax: '90',
      grape: 'Syrah',
    });
    expect(listingQueryString(params)).toBe(
      '?q=barolo&when=weekend&near=Reims&km=30&priceMax=90&grape=Syrah&colour=Red&sort=distance&page=2',
    );
  });

  it('leaves out what it does not know', () => {
    const params = listingParamsFrom(new URLSearchParams('when=someday&km=-3&colour=Blue&sort=name&from=tomorrow'));
    expect(params).toEqual({ page: 1, online: undefined, country: undefined });
  });
});
