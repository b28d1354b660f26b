import { describe, expect, it } from 'vitest';
import { parseLighthouseOptions } from './options.ts';
import { UsageError } from '../cli.ts';

describe('npm run lighthouse options', () => {
  it('runs each page once, after a build, by default', () => {
    expect(parseLighthouseOptions([])).toEqual({ runs: 1, skipBuild: false, only: [] });
  });

  it('reads --runs and --skip-build', () => {
    expect(parseLighthouseOptions(['--runs', '5', '--skip-build'])).toEqual({ runs: 5, skipBuild: true, only: [] });
    expect(parseLighthouseOptions(['--runs=3'])).toEqual({ runs: 3, skipBuild: false, only: [] });
  });

  it('reads --only as a list of page names', () => {
    expect(parseLighthouseOptions(['--only', 'home, events'])).toEqual({ runs: 1, skipBuild: false, only: ['home', 'events'] });
  });

  it.each([
    ['--only', 'home,basket'],
    ['--runs', '0'],
    ['--runs', '21'],
    ['--runs', '2.5'],
    ['--runs', 'many'],
    ['--pages', 'home'],
  ])('refuses %s %s', (...args) => {
    expect(() => parseLighthouseOptions(args)).toThrow(UsageError);
  });
});
