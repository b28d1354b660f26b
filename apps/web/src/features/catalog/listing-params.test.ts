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
