import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, freshServerDatabase, probeOnce, serverProcessesOf, spawnServer, untilHealthy } from '../testing/processes.ts';
import { sampleOf } from '../testing/metrics.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const TOKEN = 'cluster-scrape-token-0123456789';

/** One GET of /metrics on a connection of its own, so that the cluster hands each to the next worker. */
async function scrape(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, connection: 'close' } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('/metrics of two server processes on PostgreSQL', () => {
  it('answers the whole cluster, whichever worker the scrape reaches', async () => {
    const database = await freshServerDatabase(serverUrl);
    cleanups.push(() => database.drop());
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-metrics-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = spawnServer({
      NODE_ENV: 'production',
      // A staging site's named choices, which production refuses to take by default.
      PAYMENT_PROVIDER: 'test',
      MAIL_TRANSPORT: 'files',
      SEED_DEMO_DATA: 'false',
      ALLOW_HTTP_PUBLIC_URL: 'true',
      WEB_CONCURRENCY: '2',
      DATABASE_URL: database.url,
      METRICS_TOKEN: TOKEN,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      REDIS_URL: '',
    });
    cleanups.push(async () => {
      const exited = exitOf(server.child);
      server.child.kill('SIGKILL');
      await exited;
    });
    await untilHealthy(`${url}/api/health`, server);
    const deadline = Date.now() + 120_000;
    while (!server.output().includes(`2 processes listening on ${url};`)) {
      if (Date.now() > deadline) throw new Error(`the workers did not both listen:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(serverProcessesOf(server.child.pid!)).toHaveLength(2);

    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const before = await scrape(url);
    // Each probe on a new connection: the cluster hands them to the two workers in turn.
    for (let probe = 0; probe < 10; probe++) expect((await probeOnce(`${url}/api/health`)).status).toBe(200);

    // Two scrapes, on new connections too, so one of them at least reaches each worker: both see every request.
    for (const after of [await scrape(url), await scrape(url)]) {
      const counted =
        (sampleOf(after, 'http_request_duration_seconds_count', health) ?? 0) -
        (sampleOf(before, 'http_request_duration_seconds_count', health) ?? 0);
      expect(counted).toBe(10);
      expect(sampleOf(after, 'trg_metrics_processes', { state: 'asked' })).toBe(2);
      expect(sampleOf(after, 'trg_metrics_processes', { state: 'answered' })).toBe(2);
      // Each worker's pool holds a connection or more; the sum is the cluster's.
      expect(sampleOf(after, 'trg_db_pool_connections')).toBeGreaterThanOrEqual(2);
      expect(sampleOf(after, 'trg_db_pool_waiting_queries')).toBe(0);
    }

    // Without the token, refused, by either worker.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await fetch(`${url}/metrics`, { headers: { connection: 'close' } })).status).toBe(401);
    }
  }, 300_000);
});
