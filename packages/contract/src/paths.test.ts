import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths.ts';
import { isSpaRoute } from './spa-routes.ts';

describe('page routes', () => {
  it('knows the pages of the site, case-sensitively', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/Journal')).toBe(true);
    expect(isSpaRoute('/Journal/rhone-valley-tour')).toBe(true);
    expect(isSpaRoute(paths.event('northern-rhone-syrah-dinner-1'))).toBe(true);
    expect(isSpaRoute('/Mydashboard/MyProfile')).toBe(true);
    expect(isSpaRoute('/Mydashboard/PastEvents')).toBe(true);
    expect(isSpaRoute('/journal')).toBe(false);
    expect(isSpaRoute('/Nope')).toBe(false);
    expect(isSpaRoute('/Journal/a/b')).toBe(false);
  });
});

describe('the page to return to after login', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNextPath('/Mydashboard')).toBe('/Mydashboard');
    expect(safeNextPath('/Cart?x=1#top')).toBe('/Cart?x=1#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [null, undefined, '', 'Mydashboard', '//evil.example', '/\\evil.example', 'https://evil.example/', '/\t/evil.example', 'javascript:alert(1)', '\\\\evil.example']) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});
