import { describe, expect, it } from 'vitest';
import { parseLongTaskOptions } from './options.ts';
import { UsageError } from '../cli.ts';

describe('npm run long-tasks options', () => {
  it('loads each page seven times, after a build, with no other build, by default', () => {
    expect(parseLongTaskOptions([])).toEqual({ runs: 7, skipBuild: false, only: [], against: null, profile: 0 });
  });

  it('reads every option', () => {
    expect(
      parseLongTaskOptions(['--runs', '3', '--skip-build', '--only', 'events, event', '--against', '.builds/before', '--profile', '25']),
    ).toEqual({
      runs: 3,
      skipBuild: true,
      only: ['events', 'event'],
      against: '.builds/before',
      profile: 25,
    });
  });

  it.each([
    ['--runs', '0'],
    ['--runs', '51'],
    ['--runs', 'x'],
    ['--only', 'basket'],
    ['--profile', '201'],
    ['--profile', 'all'],
    ['--pages', 'home'],
  ])('refuses %s %s', (...args) => {
    expect(() => parseLongTaskOptions(args)).toThrow(UsageError);
  });
});
