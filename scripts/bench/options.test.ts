import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './options.ts';
import { UsageError } from '../cli.ts';
import { endpoints, middlePage, selectEndpoints } from './endpoints.ts';

describe('the bench command line', () => {
  it('defaults to 10 s at 50 connections on 1,000 and 100,000 events, on PGlite', () => {
    expect(parseBenchOptions([], {})).toEqual({ seconds: 10, connections: 50, sizes: [1000, 100_000], only: null, databaseUrl: undefined });
  });

  it('takes DATABASE_URL, and --database-url over it', () => {
    const env = { DATABASE_URL: 'postgres://env/db' };
    expect(parseBenchOptions([], env).databaseUrl).toBe('postgres://env/db');
    expect(parseBenchOptions(['--database-url', 'postgres://flag/db'], env).databaseUrl).toBe('postgres://flag/db');
  });

  it('sorts and deduplicates sizes, so that the database only grows', () => {
    expect(parseBenchOptions(['--sizes', '100000,1000,1000'], {}).sizes).toEqual([1000, 100_000]);
  });

  it('refuses what it cannot use, naming the option', () => {
    for (const args of [
      ['--seconds', '0'],
      ['--connections', 'many'],
      ['--sizes', '1000,-5'],
      ['--only', 'listing,nope'],
      ['--database-url', 'mysql://x'],
      ['--colour'],
    ]) {
      expect(() => parseBenchOptions(args, {}), args.join(' ')).toThrow(UsageError);
    }
  });

  it('measures the endpoints --only names, and the floor, which every ratio needs', () => {
    const { only } = parseBenchOptions(['--only', 'detail,listing'], {});
    const chosen = selectEndpoints(
      endpoints({ deepPage: 3, eventId: 7, eventTitle: 'Cellar Supper', token: 't'.repeat(40), experienceId: 9, slotId: 11 }),
      only,
    );
    expect(chosen.map((endpoint) => endpoint.name)).toEqual(['floor', 'listing', 'detail']);
    expect(chosen[2]?.path).toBe('/api/events/7');
  });

  it('measures the home and event pages from the public cache, and rendered afresh for a signed-in request', () => {
    const { only } = parseBenchOptions(['--only', 'home,home-uncached,event-page,event-page-uncached'], {});
    const [, home, homeAfresh, page, pageAfresh] = selectEndpoints(
      endpoints({ deepPage: 3, eventId: 7, eventTitle: 'Cellar Supper', token: 't'.repeat(40), experienceId: 9, slotId: 11 }),
      only,
    );
    expect([home?.path, homeAfresh?.path, page?.path, pageAfresh?.path]).toEqual([
      '/',
      '/',
      '/Events/cellar-supper-7',
      '/Events/cellar-supper-7',
    ]);
    expect([home?.headers, page?.headers]).toEqual([
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip, deflate, br' },
    ]);
    expect(homeAfresh?.headers?.authorization).toMatch(/^Token /);
    expect(pageAfresh?.headers?.authorization).toMatch(/^Token /);
  });

  it("measures an experience's calendar, and a place added to a slot and taken off again in turn", () => {
    const { only } = parseBenchOptions(['--only', 'experience-slots,slot-add'], {});
    const [, slots, add] = selectEndpoints(
      endpoints({ deepPage: 3, eventId: 7, eventTitle: 'Cellar Supper', token: 't'.repeat(40), experienceId: 9, slotId: 11 }),
      only,
    );
    expect(slots?.path).toBe('/api/experiences/9/slots');
    expect(add?.cycle?.map((body) => JSON.parse(body) as unknown)).toEqual([
      { action: 'add', productGroup: 'Experiences', productId: 9, slot: 11, quantity: 1 },
      { action: 'decrease', productGroup: 'Experiences', productId: 9, slot: 11, quantity: 1 },
    ]);
  });

  it('asks for the middle page of the listing', () => {
    expect(middlePage(101_005)).toBe(2526);
    expect(middlePage(40)).toBe(1);
    expect(middlePage(0)).toBe(1);
  });
});
