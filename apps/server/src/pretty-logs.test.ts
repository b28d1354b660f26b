import { describe, expect, it } from 'vitest';
import { wantsPrettyLogs } from './app.ts';

describe('log format', () => {
  it('prints readable lines to a developer at a terminal', () => {
    expect(wantsPrettyLogs('development', true)).toBe(true);
  });

  it('keeps JSON lines for files, log collectors, production and tests', () => {
    expect(wantsPrettyLogs('development', false)).toBe(false);
    expect(wantsPrettyLogs('production', true)).toBe(false);
    expect(wantsPrettyLogs('test', true)).toBe(false);
  });
});
