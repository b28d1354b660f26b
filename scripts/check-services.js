// Exits 0 when the PostgreSQL server at TEST_DATABASE_URL (and Redis at TEST_REDIS_URL, when set) answer;
// otherwise explains which one is missing and exits 1.
import pg from 'pg';
import { Redis } from 'ioredis';

const url = process.env.TEST_DATABASE_URL;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} is reachable at ${url}`);
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error('Start it, or set TEST_DATABASE_URL to a server that runs.');
  process.exit(1);
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    console.log(`Redis answers ${await redis.ping()} at ${redisUrl}`);
    redis.disconnect();
  } catch (error) {
    console.error(`Redis is not reachable at ${redisUrl}: ${error.message}`);
    console.error('Start it, or unset TEST_REDIS_URL to skip the Redis-backed rate-limit tests.');
    process.exit(1);
  }
}
