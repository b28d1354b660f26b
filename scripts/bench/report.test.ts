import { describe, expect, it } from 'vitest';
import { formatTable, loadTable, resultFileName, withRatios } from './report.ts';

const figures = (endpoint: 'floor' | 'listing', requestsPerSecond: number) => ({
  endpoint,
  requestsPerSecond,
  requests: 0,
  p50Ms: 1,
  p99Ms: 2.25,
  errors: 3,
});

describe('the benchmark report', () => {
  it("gives each endpoint its speed over the floor's, and no ratio without a floor", () => {
    expect(withRatios([figures('floor', 4000), figures('listing', 1000)]).map((row) => row.ratio)).toEqual([1, 0.25]);
    expect(withRatios([figures('listing', 1000)])[0]?.ratio).toBeNull();
    expect(withRatios([figures('floor', 0), figures('listing', 10)])[1]?.ratio).toBeNull();
  });

  it('aligns names to the left and numbers to the right, under a rule as wide as each column', () => {
    expect(
      formatTable(
        ['endpoint', 'req/s'],
        [
          ['floor', '12,345'],
          ['cart-update', '7'],
        ],
      ),
    ).toBe(['endpoint      req/s', '-----------  ------', 'floor        12,345', 'cart-update       7'].join('\n'));
  });

  it("prints whole requests a second, latencies to a tenth, errors, and the ratio to three places (a slow route's is a few thousandths)", () => {
    const table = loadTable(withRatios([figures('floor', 12345.6), figures('listing', 3086.4)]));
    expect(table.split('\n').slice(2)).toEqual([
      'floor     12,346     1.0     2.3       3  1.000',
      'listing    3,086     1.0     2.3       3  0.250',
    ]);
  });

  it('names the results file by the local date and time of the run', () => {
    expect(resultFileName(new Date(2026, 0, 5, 9, 7))).toBe('2026-01-05-0907.json');
  });
});
