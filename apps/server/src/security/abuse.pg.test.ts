import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@trg/contract/api-paths';
import { openDatabase, type Database } from '../db/client.ts';
import { createMember, createStaffUser } from '../testing/factories.ts';
import { multipartFile } from '../testing/multipart.ts';
import { exitOf, freePort, freshServerDatabase, serverProcessesOf, spawnServer, untilHealthy } from '../testing/processes.ts';
import { LOGIN_THROTTLE } from '../modules/accounts/login-throttle.ts';
import { MAX_IMAGE_BYTES } from '../modules/media/images.ts';

/**
 * What one stranger could do to the site, tried against the real server as it runs in production: two processes
 * (node:cluster, each with its capped heap) on the PostgreSQL server, Redis when the run has one, the built web
 * app. Each case says what a person sees and checks that no process died. The figures (latencies, memory) are
 * printed, not asserted: they follow the machine. Killing workers over and over is in cluster.test.ts, a Redis
 * that restarts empty in plugins/rate-limit.test.ts; both run on the same servers.
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
// The *.pg.test.ts files run only when the run has a PostgreSQL server (vitest.config.ts).
if (!serverUrl) throw new Error('abuse.pg.test.ts needs TEST_DATABASE_URL: a PostgreSQL server to run on.');
/** The Redis database (of the 16) this suite's server counts in; the other tests use the first. */
const ABUSE_REDIS_DB = 13;
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * A request over a keep-alive connection of its own, as a browser sends it, from `localAddress` (any 127.x address
 * reaches the server on Linux).
 */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }> {
  const started = performance.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  }).finally(() => agent.destroy());
}

/** POSTs every upload at once from a worker thread; answers each one's status and Retry-After. */
function uploadFromThread(
  url: string,
  uploads: { headers: Record<string, string>; body: Buffer }[],
): Promise<{ status: number; retryAfter: string | undefined }[]> {
  const code = `
    const http = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const post = ({ headers, body }) => new Promise((resolve) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const request = http.request(workerData.url, { method: 'POST', headers, agent }, (response) => {
        response.resume();
        response.on('end', () => { agent.destroy(); resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'] }); });
      });
      request.on('error', (error) => { agent.destroy(); resolve({ status: 0, retryAfter: String(error.code) }); });
      request.end(Buffer.from(body));
    });
    Promise.all(workerData.uploads.map(post)).then((answers) => parentPort.postMessage(answers));
  `;
  const worker = new Worker(code, { eval: true, workerData: { url, uploads } });
  return new Promise((resolve, reject) => {
    worker.once('message', (answers: { status: number; retryAfter: string | undefined }[]) => {
      void worker.terminate();
      resolve(answers);
    });
    worker.once('error', reject);
  });
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Runs `tasks` with at most `concurrency` at once, in order. */
async function pooled<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/** A process's resident memory, in MB, from /proc. */
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

describe('abuse of a two-process server on PostgreSQL: no request takes a process down', () => {
  let url = '';
  let primary = 0;
  let workers: number[] = [];
  let db: Database;
  let output = () => '';
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDist, 'index.html')))
      throw new Error(`the abuse suite needs the built web app in ${webDist}: npm run build`);
    // Redis numbers users as the database does, and every test database starts from 1: this suite counts in a
    // Redis database of its own, emptied first, so that no other run's counts reach it.
    const redisUrl = process.env.TEST_REDIS_URL ? `${process.env.TEST_REDIS_URL.replace(/\/\d*$/, '')}/${ABUSE_REDIS_DB}` : '';
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      await redis.quit();
    }
    const database = await freshServerDatabase(serverUrl);
    cleanups.push(() => database.drop());
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-abuse-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = spawnServer({
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
      // One slow-down step of 10 ms instead of a second: the counts are what is tested here.
      LOGIN_SLOWDOWN_MS: '10',
      // No map tiles are fetched: the pages only name the server.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    });
    output = server.output;
    cleanups.unshift(async () => {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      await exited;
    });
    await untilHealthy(`${url}/api/health`, server);
    primary = server.child.pid ?? 0;
    for (let tries = 0; serverProcessesOf(primary).length < 2 && tries < 400; tries++) await sleep(250);
    workers = serverProcessesOf(primary).sort();
    expect(workers).toHaveLength(2);
    db = await openDatabase({ url: database.url });
    cleanups.unshift(() => db.close());
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  /** Every case ends as it began: the same two worker processes, none died and none was replaced. */
  const expectNoProcessDied = () => {
    expect(serverProcessesOf(primary).sort()).toEqual(workers);
    expect(output()).not.toContain('a server process died');
  };

  it('five imports of a million empty lines each answer 4xx, in the error shape', async () => {
    const { headers } = await createMember(db.db);
    const body = JSON.stringify({ csv: '\n'.repeat(999_999) });
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await send(`${url}${API_PATHS.cellar.import}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expectNoProcessDied();
  }, 120_000);

  it('5,000 addresses of the home page with distinct query strings all answer 200, one ETag whichever process answers', async () => {
    const answers = await pooled(5_000, 32, (index) => send(`${url}/?utm_source=mail-${index}&ref${index}=${index}`));
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 5_000 });
    // A returning visitor (with its cookie) revalidates the same page on either process: one ETag.
    const etags = new Set(answers.map((answer) => answer.headers.etag));
    expect(etags.size).toBe(1);
    const memory = workers.map((pid) => Math.round(residentMb(pid)));
    console.log(`after 5,000 distinct addresses of /: worker memory ${memory.join(' and ')} MB resident`);
    // Far below what the flood would take if each address were kept (5,000 pages of some 46 KB is 230 MB).
    for (const mb of memory) expect(mb).toBeLessThan(512);
    expectNoProcessDied();
  }, 300_000);

  it('12 wrong passwords from one address leave the owner, and a member of staff, able to sign in from another', async () => {
    for (const make of [createMember, createStaffUser]) {
      const { user, password } = await make(db.db);
      const signIn = (secret: string, localAddress: string) =>
        send(`${url}${API_PATHS.login}`, { method: 'POST', localAddress, ...json({ username: user.username, password: secret }) });
      const attacker = make === createMember ? '127.0.0.2' : '127.0.0.4';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) statuses.push((await signIn('not-the-password', attacker)).status);
      expect(statuses).toEqual([...Array<number>(LOGIN_THROTTLE.pair.refuseAfter).fill(400), 429, 429]);
      expect((await signIn(password, make === createMember ? '127.0.0.3' : '127.0.0.5')).status).toBe(200);
    }
    expectNoProcessDied();
  }, 120_000);

  it('a storm of 90 uploads of 10 MB at once: each is taken or turned away with 503 and Retry-After, and the rest of the site answers', async () => {
    // 1,800 x 1,800 pixels of noise, stored uncompressed: a photo's worth of work, just under the 10 MB limit.
    const image = await sharp({
      create: { width: 1800, height: 1800, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(image.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(image.length).toBeLessThan(MAX_IMAGE_BYTES);
    // Within each member's hourly allowance, so that only the storm decides who is turned away.
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(db.db)));

    const probes: { status: number; ms: number; at: number }[] = [];
    let storming = true;
    const probing = (async () => {
      const addresses = ['/api/health', `${API_PATHS.catalog.event.listing}?page=1`, '/Journal'];
      for (let index = 0; storming; index++) {
        // A refused connection counts as a failed probe (status 0), reported with the rest.
        const at = performance.now();
        const answer = await send(`${url}${addresses[index % addresses.length]}`).catch(() => ({ status: 0, ms: 0 }));
        probes.push({ ...answer, at });
        await sleep(50);
      }
    })();

    // The uploads are sent from a thread of their own, so that writing 900 MB does not delay the probes' own
    // requests in this thread: what the probes time is the server.
    const uploads = Array.from({ length: 90 }, (_, index) => {
      const form = multipartFile('profilePicture', 'storm.png', 'image/png', image);
      return { headers: { ...members[index % members.length]!.headers, ...form.headers }, body: form.payload };
    });
    const storm = await uploadFromThread(`${url}${API_PATHS.memberProfile.picture}`, uploads).finally(() => (storming = false));
    await probing;

    const taken = storm.filter((answer) => answer.status === 200).length;
    const busy = storm.filter((answer) => answer.status === 503);
    expect(storm.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    expect(taken).toBeGreaterThan(0);
    for (const answer of busy) expect(answer.retryAfter).toBe('10');
    expect(probes.length).toBeGreaterThan(10);
    expect(probes.filter((probe) => probe.status !== 200)).toEqual([]);
    const times = probes.map((probe) => probe.ms);
    console.log(
      `upload storm: ${taken} taken, ${busy.length} turned away with 503; other requests (${probes.length}): ` +
        `p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
    expectNoProcessDied();
  }, 300_000);
});
