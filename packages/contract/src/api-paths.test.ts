import { describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, hostPaths } from './api-paths.ts';

describe('apiPath', () => {
  it('fills the parameters of a template', () => {
    expect(apiPath(API_PATHS.catalog.event.item, { id: 7 })).toBe('/api/events/7');
    expect(apiPath(hostPaths('experience').update, { id: 12 })).toBe('/api/auth/business-profile/experience-details-update/12/');
  });

  it('encodes parameter values so a value cannot change the path', () => {
    expect(apiPath('/api/x/:slug', { slug: 'a/b?c' })).toBe('/api/x/a%2Fb%3Fc');
  });

  it('adds a query string without the undefined values', () => {
    expect(apiPath(API_PATHS.catalog.event.listing, undefined, { page: 2, online: undefined, country: 'FR' })).toBe(
      '/api/events?page=2&country=FR',
    );
    expect(apiPath(API_PATHS.cart.summary, undefined, { online: undefined })).toBe('/api/cart/get-cart-summary');
  });

  it('keeps the spec spellings', () => {
    expect(API_PATHS.host.event.update).toBe('/api/auth/business-profile/event-details-update/:id/');
    expect(API_PATHS.requestInfo).toBe('/api/requestinfo-create/');
    expect(apiPath(API_PATHS.wineLists.saveWine, { id: 3 })).toBe('/api/auth/business-profile/wine-list-details-updat-an-save/3/');
  });
});
