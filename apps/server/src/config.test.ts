import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_WAIT_MS: 'forever' }, 'DATABASE_POOL_WAIT_MS'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT'],
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

  describe('in production', () => {
    const safe = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      SMTP_URL: 'smtp://mail.example.com:587',
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: 'https://therealgrape.example',
    };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
        throw error;
      }
      return null;
    };

    it('starts when every choice is a production one', () => {
      expect(refusal(safe)).toBeNull();
    });

    it('refuses the demo defaults, naming each variable and what to set', () => {
      const message = refusal({ NODE_ENV: 'production' }) ?? '';
      expect(message).toMatch(/^Refusing to start with NODE_ENV=production/);
      expect(message).toMatch(/- PAYMENT_PROVIDER: .*set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENT_PROVIDER=test/);
      expect(message).toMatch(/- MAIL_TRANSPORT: .*set SMTP_URL, or MAIL_TRANSPORT=files/);
      expect(message).toMatch(/- SEED_DEMO_DATA: .*set SEED_DEMO_DATA=false/);
      expect(message).toMatch(/- PUBLIC_URL: http:\/\/localhost:3000 is not https/);
    });

    it.each([
      ['PAYMENT_PROVIDER', { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined }],
      ['MAIL_TRANSPORT', { SMTP_URL: undefined }],
      ['SEED_DEMO_DATA', { SEED_DEMO_DATA: undefined }],
      ['PUBLIC_URL', { PUBLIC_URL: 'http://therealgrape.example' }],
    ])('refuses %s alone when it is the one demo choice', (name, change) => {
      const env = Object.fromEntries(
        Object.entries({ ...safe, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      const message = refusal(env) ?? '';
      expect(message.split('\n').slice(1)).toEqual([expect.stringMatching(new RegExp(`^- ${name}: `))]);
    });

    it('starts a staging site that names each demo choice', () => {
      const staging = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', MAIL_TRANSPORT: 'files', SEED_DEMO_DATA: 'true' };
      expect(refusal({ ...staging, ALLOW_HTTP_PUBLIC_URL: 'true' })).toBeNull();
      expect(loadConfig({ ...staging, ALLOW_HTTP_PUBLIC_URL: 'true' }).SEED_DEMO_DATA).toBe(true);
    });

    it('refuses a named choice that contradicts the keys given', () => {
      expect(refusal({ ...safe, PAYMENT_PROVIDER: 'test' })).toMatch(/PAYMENT_PROVIDER is test, but the Stripe keys are set/);
      expect(refusal({ ...safe, MAIL_TRANSPORT: 'files' })).toMatch(/MAIL_TRANSPORT is files, but SMTP_URL is set/);
      expect(refusal({ PAYMENT_PROVIDER: 'stripe' })).toMatch(/PAYMENT_PROVIDER is stripe: set STRIPE_SECRET_KEY/);
      expect(refusal({ MAIL_TRANSPORT: 'smtp' })).toMatch(/MAIL_TRANSPORT is smtp: set SMTP_URL/);
    });

    it('leaves the zero-configuration demo as it is outside production', () => {
      expect(refusal({})).toBeNull();
      expect(refusal({ NODE_ENV: 'test' })).toBeNull();
    });
  });

  it('reads TRUST_PROXY as no proxy, a number of proxies (true is one), or address ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be false, a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,300.1.1.1' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
