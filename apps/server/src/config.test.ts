import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadSecretKey } from './config.ts';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.TOKEN_TTL_HOURS).toBe(10);
    expect(config.LOGIN_SLOWDOWN_MS).toBe(1000);
    expect(config.REMINDER_HOURS_BEFORE).toBe(48);
    expect(config.QUEUE_WORKERS).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads flags and numbers', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO_DATA: 'false', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NEWS_FEED_URL: 'ftp://feeds.example/champagne.xml' }, 'NEWS_FEED_URL'],
    [{ NEWS_FEED_URL: 'champagne news' }, 'NEWS_FEED_URL'],
    [{ LOGIN_SLOWDOWN_MS: '-5' }, 'LOGIN_SLOWDOWN_MS'],
    [{ BOOKING_FEE_PERCENT: 'five' }, 'BOOKING_FEE_PERCENT'],
    [{ VAT_PERCENT: '75' }, 'VAT_PERCENT'],
    [{ BOOKING_FEE_MINIMUM: '-1' }, 'BOOKING_FEE_MINIMUM'],
    [{ RESERVATION_MINUTES: '0' }, 'RESERVATION_MINUTES'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ STRIPE_SECRET_KEY: 'nope', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ SECRET_KEY: 'too-short' }, 'SECRET_KEY'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '65' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '2.5' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'all' }, 'WEB_CONCURRENCY'],
    [{ MAP_TILE_URL: 'tiles.example.org/{z}/{x}/{y}.png' }, 'MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'https://tiles.example.org/tile.png' }, 'MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'https://tiles-{s}.example.org/{z}/{x}/{y}.png' }, 'MAP_TILE_URL'],
    [{ REMINDER_HOURS_BEFORE: '0' }, 'REMINDER_HOURS_BEFORE'],
    [{ REMINDER_HOURS_BEFORE: 'two days' }, 'REMINDER_HOURS_BEFORE'],
    [{ QUEUE_WORKERS: 'sometimes' }, 'QUEUE_WORKERS'],
    [{ QUEUE_POLL_SECONDS: '0' }, 'QUEUE_POLL_SECONDS'],
  ])('stops with a message naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('reads the pricing rates as basis points and hundredths, with defaults of 5%, 0.50 and 20%', () => {
    expect(loadConfig({})).toMatchObject({ BOOKING_FEE_PERCENT: 500, BOOKING_FEE_MINIMUM: 50, VAT_PERCENT: 2000, RESERVATION_MINUTES: 15 });
    expect(loadConfig({ BOOKING_FEE_PERCENT: '2.5', BOOKING_FEE_MINIMUM: '1', VAT_PERCENT: '0' })).toMatchObject({
      BOOKING_FEE_PERCENT: 250,
      BOOKING_FEE_MINIMUM: 100,
      VAT_PERCENT: 0,
    });
  });

  it('reads WEB_CONCURRENCY as a whole number of processes, unset by default', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '64' }).WEB_CONCURRENCY).toBe(64);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({}).WEB_CONCURRENCY).toBeUndefined();
  });

  it('reads MAP_TILE_URL as a tile template, OpenStreetMap by default', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:4567/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'http://127.0.0.1:4567/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL must be an http:\/\/ or https:\/\/ tile URL template with \{z\}, \{x\} and \{y\}/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('generates the secret key on first start, keeps it in DATA_DIR for this user only, and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-key-'));
    try {
      const config = loadConfig({ DATA_DIR: path.join(dataDir, 'nested') });
      const key = loadSecretKey(config);
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(loadSecretKey(config)).toBe(key);
      expect(fs.statSync(path.join(config.dataDir, 'secret-key')).mode & 0o777).toBe(0o600);
      expect(loadSecretKey(loadConfig({ DATA_DIR: path.join(dataDir, 'elsewhere') }))).not.toBe(key);
      const configured = 'k'.repeat(32);
      expect(loadSecretKey(loadConfig({ DATA_DIR: config.dataDir, SECRET_KEY: configured }))).toBe(configured);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
