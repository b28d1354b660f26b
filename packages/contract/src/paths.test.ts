import { describe, expect, it } from 'vitest';
import { safeNextPath } from './paths.ts';

describe('the page to return to after login', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNextPath('/Mydashboard')).toBe('/Mydashboard');
    expect(safeNextPath('/Cart?x=1#top')).toBe('/Cart?x=1#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      null,
      undefined,
      '',
      'Mydashboard',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
      'javascript:alert(1)',
      '\\\\evil.example',
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});
