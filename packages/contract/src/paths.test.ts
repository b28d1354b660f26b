import { describe, expect, it } from 'vitest';
import { isSpaRoute, paths } from './paths.ts';

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
