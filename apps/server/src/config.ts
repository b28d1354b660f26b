import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { bicProblem, isValidIban, normalizeBic, normalizeIban } from '@trg/contract/bank';
import { BRAND } from '@trg/contract/brand';
import { DEFAULT_MAP_TILE_URL } from '@trg/contract/map-tiles';
import { mapTileTemplateProblem } from './map-tiles.ts';
import { SERVER_ROOT } from './paths.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// connection URL' });

// A percentage such as "5" or "2.5" as basis points (1% = 100), so that pricing stays in integers.
const percent = (max: number) =>
  z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'must be a percentage such as 5 or 2.5' })
    .transform((value) => Math.round(Number(value) * 100))
    .refine((basisPoints) => basisPoints <= max * 100, { error: `must be at most ${max}` });

/** An amount such as "0.50" as hundredths of the major unit. */
const hundredths = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, { error: 'must be an amount such as 0.50' })
  .transform((value) => Math.round(Number(value) * 100));

/** An IPv4 or IPv6 address, optionally with a /prefix length. */
const ADDRESS_RANGE = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

const trustProxy = z.string().transform((value, context): boolean | number | string[] => {
  if (['true', '1', 'yes'].includes(value)) return 1;
  if (['false', '0', 'no'].includes(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const ranges = value.split(',').map((range) => range.trim());
  if (ranges.every((range) => ADDRESS_RANGE.test(range) && isIP(range.split('/')[0] ?? '') !== 0)) return ranges;
  context.addIssue({ code: 'custom', message: 'must be false, a number of proxies, or addresses and CIDR ranges separated by commas' });
  return z.NEVER;
});

/** The most server processes WEB_CONCURRENCY may ask for. */
export const MAX_WEB_CONCURRENCY = 64;

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SEED_DEMO_DATA: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, { error: 'must be a redis:// URL' })
      .optional(),
    TOKEN_TTL_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive().default(10),
    LOGIN_SLOWDOWN_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(60_000).default(1000),
    /** Keys the server's signatures (the csrftoken cookie); unset, the key shared through the database (db/shared-secret.ts). */
    SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).default('http://localhost:3000'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    /**
     * Which addresses may say, in X-Forwarded-For, whom they forward for: `false` none; `true` or a whole number N,
     * the N proxies nearest the server (`true` is 1); or a comma-separated list of addresses and CIDR ranges.
     */
    TRUST_PROXY: trustProxy.default(false),
    /**
     * Connections each server process may open to a PostgreSQL server; a request that finds them all busy waits
     * DATABASE_POOL_WAIT_MS at most, then gets 503 with Retry-After.
     */
    DATABASE_POOL_MAX: z.coerce.number({ error: 'must be a whole number from 1 to 200' }).int().min(1).max(200).default(10),
    DATABASE_POOL_WAIT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds from 100 to 60000' })
      .int()
      .min(100)
      .max(60_000)
      .default(5_000),
    /**
     * Production refuses the choices that suit a demo only unless they are named: the built-in test payment
     * provider, mail written to files, and a PUBLIC_URL without https.
     */
    PAYMENT_PROVIDER: z.enum(['stripe', 'test'], { error: 'must be stripe or test' }).optional(),
    MAIL_TRANSPORT: z.enum(['smtp', 'files'], { error: 'must be smtp or files' }).optional(),
    ALLOW_HTTP_PUBLIC_URL: flag.default(false),
    /** Multiplies every rate limit; only for test rigs that send a whole suite from one address. */
    RATE_LIMIT_SCALE: z.coerce.number({ error: 'must be a number of at least 1' }).min(1).default(1),
    NEWS_FEED_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of an RSS or Atom feed' }).optional(),
    /** The maps' tile server (a Leaflet URL template); the CSP lets images come from its origin. */
    MAP_TILE_URL: z
      .string()
      .default(DEFAULT_MAP_TILE_URL)
      .superRefine((template, context) => {
        const problem = mapTileTemplateProblem(template);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    BOOKING_FEE_PERCENT: percent(50).default(500),
    BOOKING_FEE_MINIMUM: hundredths.default(50),
    VAT_PERCENT: percent(50).default(2000),
    RESERVATION_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(120).default(15),
    /** How long the built-in test provider's direct debits stay processing before they settle. */
    TEST_PAYMENT_DELAY_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds' }).int().min(0).max(3600).default(8),
    /** Days after an item ends before its host's share is payable (decision 0030). */
    PAYOUT_HOLD_DAYS: z.coerce.number({ error: 'must be a whole number of days from 0 to 90' }).int().min(0).max(90).default(7),
    /** The platform's own bank account, the debtor of the manual payouts' SEPA credit-transfer file (pain.001). */
    PAYOUT_DEBTOR_NAME: z.string().min(2).max(70).default(BRAND.name),
    PAYOUT_DEBTOR_IBAN: z
      .string()
      .refine((value) => isValidIban(value), { error: 'must be a valid IBAN (its check digits do not match)' })
      .transform(normalizeIban)
      .default('NL91ABNA0417164300'),
    PAYOUT_DEBTOR_BIC: z
      .string()
      .refine((value) => bicProblem(value) === null, { error: 'must be a BIC of 8 or 11 characters' })
      .transform(normalizeBic)
      .default('ABNANL2A'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_...)' })
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_test_...)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default(`${BRAND.name} <bookings@therealgrape.example>`),
    /**
     * How long anonymous public answers (listings, details, the home and journal pages) are kept in this process
     * and may be kept by a shared cache; writes on this instance drop them at once. 0 keeps none here.
     */
    PUBLIC_CACHE_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds' }).int().min(0).max(300).default(2),
    /**
     * The most memory each process gives those answers, in MB: a flood of distinct addresses costs no more. Part of
     * a worker's heap budget (cluster.ts, docs/capabilities/request-limits.md).
     */
    PUBLIC_CACHE_MB: z.coerce.number({ error: 'must be a whole number of MB from 1 to 64' }).int().min(1).max(64).default(16),
    /** The most URLs in one sitemap file (the protocol's limit); beyond it /sitemap.xml is an index of /sitemap-N.xml. */
    SITEMAP_PAGE_SIZE: z.coerce.number({ error: 'must be a whole number from 1 to 50000' }).int().min(1).max(50_000).default(50_000),
    JOB_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(3600).default(60),
    /**
     * The job queue (reminders, review invitations, hosts' digests): whether this process works its jobs and sends
     * its schedules (any number of processes may; each job is taken by one), and how often it looks for jobs.
     */
    QUEUE_WORKERS: flag.default(true),
    QUEUE_POLL_SECONDS: z.coerce.number({ error: 'must be a number of seconds from 1 to 60' }).int().min(1).max(60).default(5),
    /** How long before a booking starts its reminder is sent, in hours. */
    REMINDER_HOURS_BEFORE: z.coerce.number({ error: 'must be a whole number of hours from 1 to 336' }).int().min(1).max(336).default(48),
    /**
     * Server processes sharing PORT; unset, one per core in production and one otherwise (cluster.ts decides, and
     * runs one whatever this says on the embedded database, which one process owns).
     */
    WEB_CONCURRENCY: z
      .string()
      .regex(/^[1-9]\d?$/, { error: `must be a whole number from 1 to ${MAX_WEB_CONCURRENCY}` })
      .transform(Number)
      .refine((processes) => processes <= MAX_WEB_CONCURRENCY, { error: `must be at most ${MAX_WEB_CONCURRENCY}` })
      .optional(),
    /**
     * Slow clients cannot hold connections (README 'Timeouts'): the whole request, body included, within
     * REQUEST_TIMEOUT_MS (long enough for a 10 MB image on a slow line); its headers within HEADERS_TIMEOUT_MS; an
     * idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS. Node checks them every
     * TIMEOUT_CHECK_INTERVAL_MS.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(600_000).default(60_000),
    HEADERS_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(120_000).default(15_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(120_000).default(5_000),
    TIMEOUT_CHECK_INTERVAL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(50).max(60_000).default(5_000),
    /** Only for `npm run bench`: adds the floor route, the listing's bytes sent from memory (plugins/bench-floor.ts). */
    BENCH_FLOOR: flag.default(false),
    /** Logs one line per SQL statement, its text only (never its parameters), for counting statements per request. */
    LOG_SQL: flag.default(false),
    /**
     * When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. Unset, it is open in development and
     * tests and off (404) in production: the counts of sales and payments are nobody's business but the operator's.
     */
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /**
     * Where traces go (OTLP over HTTP, the collector's base URL, /v1/traces is added); unset, nothing of
     * OpenTelemetry is loaded. The SDK reads the other OTEL_* variables itself (tracing.ts).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  })
  .superRefine((value, context) => {
    // Node refuses to start a server whose headers may take longer than the whole request.
    if (value.HEADERS_TIMEOUT_MS > value.REQUEST_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must be at most REQUEST_TIMEOUT_MS' });
    }
    // Stripe needs both keys; one alone is a mistake that would otherwise fall back to the test provider silently.
    if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_PUBLISHABLE_KEY)) {
      const missing = value.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other Stripe key' });
    }
    if (value.PAYMENT_PROVIDER === 'stripe' && !value.STRIPE_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'is stripe: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      });
    }
    if (value.PAYMENT_PROVIDER === 'test' && value.STRIPE_SECRET_KEY) {
      context.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'is test, but the Stripe keys are set: choose one' });
    }
    if (value.MAIL_TRANSPORT === 'smtp' && !value.SMTP_URL) {
      context.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'is smtp: set SMTP_URL' });
    }
    if (value.MAIL_TRANSPORT === 'files' && value.SMTP_URL) {
      context.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'is files, but SMTP_URL is set: choose one' });
    }
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDistDir: string; webSsrDir: string };

export class ConfigError extends Error {}

/**
 * What production will not run with unless it is chosen by name: each problem names its variable and what to set.
 * The demo's zero-configuration start (NODE_ENV unset) takes every default; a staging site names its choices.
 */
export function productionProblems(config: z.infer<typeof ConfigSchema>, env: Readonly<Record<string, string | undefined>>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.STRIPE_SECRET_KEY && config.PAYMENT_PROVIDER !== 'test') {
    problems.push(
      'PAYMENT_PROVIDER: payments would go through the built-in test provider, which accepts test card numbers; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENT_PROVIDER=test for a staging site',
    );
  }
  if (!config.SMTP_URL && config.MAIL_TRANSPORT !== 'files') {
    problems.push(
      'MAIL_TRANSPORT: mail would be written to files in DATA_DIR, never sent; set SMTP_URL, or MAIL_TRANSPORT=files for a staging site',
    );
  }
  if (env.SEED_DEMO_DATA === undefined) {
    problems.push(
      'SEED_DEMO_DATA: the demo accounts, whose passwords the README publishes, and an unlimited voucher would be loaded into an empty database; set SEED_DEMO_DATA=false, or true for a staging site',
    );
  }
  if (!config.PUBLIC_URL.startsWith('https://') && !config.ALLOW_HTTP_PUBLIC_URL) {
    problems.push(
      `PUBLIC_URL: ${config.PUBLIC_URL} is not https, so sign-in cookies would travel in clear; set an https:// address, or ALLOW_HTTP_PUBLIC_URL=true for a staging site`,
    );
  }
  return problems;
}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const unsafe = productionProblems(parsed.data, cleaned);
  if (unsafe.length > 0) {
    throw new ConfigError(`Refusing to start with NODE_ENV=production:\n${unsafe.map((problem) => `- ${problem}`).join('\n')}`);
  }
  // The web app's build sits beside the server package: apps/web/dist.
  const webDistDir = path.resolve(parsed.data.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '..', 'web', 'dist'));
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    webDistDir,
    // The server renderer is built beside the web app: dist-ssr next to dist.
    webSsrDir: path.resolve(webDistDir, '..', 'dist-ssr'),
  };
}
