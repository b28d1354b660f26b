import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// connection URL' });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO_DATA: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, { error: 'must be a redis:// URL' }).optional(),
  TOKEN_TTL_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive().default(10),
  LOGIN_SLOWDOWN_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(60_000).default(1000),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).default('http://localhost:3000'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: flag.default(false),
  /** Multiplies every rate limit; only for test rigs that send a whole suite from one address. */
  RATE_LIMIT_SCALE: z.coerce.number({ error: 'must be a number of at least 1' }).min(1).default(1),
  NEWS_FEED_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL of an RSS or Atom feed' })
    .optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; webDistDir: string };

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    webDistDir: path.resolve(parsed.data.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
