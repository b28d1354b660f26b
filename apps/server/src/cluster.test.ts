import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@trg/contract/api-paths';
import { LOGIN_FAILED_MESSAGE } from '@trg/contract/accounts';
import { RESTART_LIMIT, WORKER_OLD_SPACE_MB, deathCounter, listeningLine, planProcesses, workerExecArgv } from './cluster.ts';
import { LOGIN_THROTTLE } from './modules/accounts/login-throttle.ts';
import { exitOf, freePort, freshServerDatabase, serverProcessesOf, spawnServer, untilHealthy } from './testing/processes.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('how many server processes run', () => {
  const postgres = 'postgres://u@h:5432/db';

  it('is one per core in production and one otherwise, unless WEB_CONCURRENCY says', () => {
    expect(planProcesses({ NODE_ENV: 'production', DATABASE_URL: postgres }, 8)).toEqual({ processes: 8 });
    expect(planProcesses({ NODE_ENV: 'production', DATABASE_URL: postgres }, 128)).toEqual({ processes: 64 });
    expect(planProcesses({ NODE_ENV: 'development', DATABASE_URL: postgres }, 8)).toEqual({ processes: 1 });
    expect(planProcesses({ NODE_ENV: 'test', DATABASE_URL: postgres }, 8)).toEqual({ processes: 1 });
    expect(planProcesses({ NODE_ENV: 'development', DATABASE_URL: postgres, WEB_CONCURRENCY: 3 }, 8)).toEqual({ processes: 3 });
    expect(planProcesses({ NODE_ENV: 'production', DATABASE_URL: postgres, WEB_CONCURRENCY: 1 }, 8)).toEqual({ processes: 1 });
  });

  it('is one on the embedded database, saying why: at info by default, as a warning when WEB_CONCURRENCY asked for more', () => {
    const byDefault = planProcesses({ NODE_ENV: 'production' }, 8);
    expect(byDefault).toMatchObject({ processes: 1, note: { level: 'info' } });
    expect(byDefault.note?.message).toMatch(/PGlite.*DATABASE_URL/);
    expect(planProcesses({ NODE_ENV: 'development', WEB_CONCURRENCY: 4 }, 8)).toMatchObject({ processes: 1, note: { level: 'warn' } });
    // Nothing to say when one was all that was asked for.
    expect(planProcesses({ NODE_ENV: 'production' }, 1)).toEqual({ processes: 1 });
    expect(planProcesses({ NODE_ENV: 'development' }, 8)).toEqual({ processes: 1 });
  });

  it('keeps the start-up line tools read the address from', () => {
    const config = { DATABASE_URL: postgres, PUBLIC_URL: 'https://therealgrape.example' };
    expect(listeningLine(config, 'http://127.0.0.1:3000')).toBe('PostgreSQL server database; listening on http://127.0.0.1:3000; public URL https://therealgrape.example');
    expect(listeningLine(config, 'http://127.0.0.1:3000', 2)).toContain('2 processes listening on http://127.0.0.1:3000;');
  });
});

describe('worker memory', () => {
  it(`caps each worker's old generation at ${WORKER_OLD_SPACE_MB} MB unless the operator named a limit`, () => {
    expect(workerExecArgv(['--import', 'tsx'], undefined)).toEqual(['--import', 'tsx', `--max-old-space-size=${WORKER_OLD_SPACE_MB}`]);
    expect(workerExecArgv(['--import', 'tsx'], '--enable-source-maps --max-old-space-size=512')).toEqual(['--import', 'tsx']);
    expect(workerExecArgv(['--max-old-space-size=300'], '')).toEqual(['--max-old-space-size=300']);
  });
});

describe('replacing server processes that die', () => {
  const { deaths, withinMs } = RESTART_LIMIT;

  it(`gives up at ${deaths} deaths within ${withinMs / 1000} s, not when they are spread out`, () => {
    const spread = deathCounter();
    for (let death = 0; death < deaths * 3; death++) expect(spread(death * (withinMs / (deaths - 1)))).toBe(false);

    const crashLoop = deathCounter();
    for (let death = 1; death < deaths; death++) expect(crashLoop(death * 1000)).toBe(false);
    expect(crashLoop(deaths * 1000)).toBe(true);
  });
});

/** The real server, as `npm start` runs it, with WEB_CONCURRENCY=2 and `env`; up once /api/health answers. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-cluster-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = spawnServer({
    NODE_ENV: 'test',
    WEB_CONCURRENCY: '2',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'info',
    REDIS_URL: '',
    ...env,
  });
  // Killing the primary ends its workers too: they exit when it is gone.
  cleanups.push(async () => {
    const exited = exitOf(server.child);
    server.child.kill('SIGKILL');
    await exited;
  });
  await untilHealthy(`${url}/api/health`, server);
  return { url, ...server };
}

async function until(what: string, check: () => boolean | Promise<boolean>, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${seconds} s: ${what}`);
    await sleep(250);
  }
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The JSON log lines of a server's output, in the order they were written. */
function logLines(output: string): { pid?: number; msg?: string; res?: { statusCode?: number } }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid?: number; msg?: string; res?: { statusCode?: number } });
}

describe('WEB_CONCURRENCY=2 on the embedded database', () => {
  it('runs one process, which serves, and warns why', async () => {
    const server = await startServer({ DATABASE_URL: '' });
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(server.output()).toContain(`embedded PGlite database; listening on ${server.url}`);
    expect(server.output()).toMatch(/"level":40[^\n]*one server process rather than 2/);
    expect(serverProcessesOf(server.child.pid!)).toEqual([]);

    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 300_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;
// Several processes need a PostgreSQL server (PGlite is one process); CI names one.
if (serverUrl) describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('serves from two processes, replaces one that dies, and on SIGTERM answers the request in flight, exits 0 and frees the port', async () => {
    const database = await freshServerDatabase(serverUrl);
    cleanups.push(() => database.drop());
    const stepMs = 3000;
    const server = await startServer({ DATABASE_URL: database.url, LOGIN_SLOWDOWN_MS: String(stepMs) });
    await until('both processes listen', () => server.output().includes(`2 processes listening on ${server.url};`));
    const output = server.output();
    // The primary migrated and loaded the demo data once, and announced the address once.
    expect(occurrences(output, 'loaded demo data')).toBe(1);
    expect(occurrences(output, 'listening on http')).toBe(1);

    const workers = serverProcessesOf(server.child.pid!);
    expect(workers).toHaveLength(2);
    for (let request = 0; request < 6; request++) {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    }
    const listing = await fetch(`${server.url}/api/events?page=1&pageSize=12`);
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);

    // A worker killed outright is replaced; the other serves meanwhile.
    process.kill(workers[0]!, 'SIGKILL');
    await until('a new worker replaces the dead one', () => {
      const now = serverProcessesOf(server.child.pid!);
      return now.length === 2 && !now.includes(workers[0]!);
    });
    expect(server.output()).toContain('a server process died; starting another');
    await until('the new worker listens', () => server.output().includes('a new server process listens'));

    // A sign-in held by the slow-down for repeated failures (3 s after the free attempts) is in flight at SIGTERM.
    const csrf = await fetch(`${server.url}${API_PATHS.csrf}`);
    const cookie = csrf.headers.getSetCookie().find((header) => header.startsWith('csrftoken='))!.split(';')[0]!;
    const username = `nobody-${randomBytes(4).toString('hex')}`;
    const signIn = () =>
      fetch(`${server.url}${API_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': cookie.slice('csrftoken='.length) },
        body: JSON.stringify({ username, password: 'not-the-password' }),
      });
    for (let attempt = 0; attempt < LOGIN_THROTTLE.account.slowAfter; attempt++) expect((await signIn()).status).toBe(400);
    const held = signIn();
    await sleep(stepMs / 3);
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');

    const answer = await held;
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: expect.any(String), message: LOGIN_FAILED_MESSAGE } });
    expect(await exited).toBe(0);
    // The worker that answered had been told to shut down, by the primary, before it answered.
    const lines = logLines(server.output());
    const answered = lines.findLastIndex((line) => line.res?.statusCode === 400);
    const shutdownOf = (pid: number | undefined) => lines.findIndex((line) => line.msg === 'shutting down' && line.pid === pid);
    expect(shutdownOf(server.child.pid)).toBeGreaterThan(-1);
    expect(shutdownOf(server.child.pid)).toBeLessThan(answered);
    expect(shutdownOf(lines[answered]?.pid)).toBeGreaterThan(-1);
    expect(shutdownOf(lines[answered]?.pid)).toBeLessThan(answered);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 300_000);
});
