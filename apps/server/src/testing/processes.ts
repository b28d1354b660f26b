import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const SERVER_ENTRY = 'apps/server/src/server.ts';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The real server in its own process, as `npm start` runs it, with `env` over this process's; its output collected. */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The server processes `pid` started (a cluster's workers), read from /proc; tsx's esbuild helper is not one. */
export function serverProcessesOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== pid) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(SERVER_ENTRY)) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Resolves with the process's exit code (null when a signal ended it). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Waits until `url` answers 200, failing with the server's output when it exits or takes over `seconds`. */
export async function untilHealthy(url: string, server: { child: ChildProcess; output: () => string }, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no answer from ${url} in ${seconds} s:\n${server.output()}`);
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new, empty database on the PostgreSQL server at `serverUrl` for a server process to migrate; `drop` removes it. */
export async function freshServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `trg_process_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** What one request of `keepProbing` got: an HTTP status, or the error that came instead (ECONNREFUSED, ...). */
export interface ProbeOutcome {
  at: number;
  status?: number;
  error?: string;
}

/** One GET on a connection of its own (no keep-alive), so that each probe is a new connection to the port. */
export function probeOnce(url: string, timeoutMs = 10_000): Promise<ProbeOutcome> {
  const at = Date.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve({ at, status: response.statusCode }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ at, error: error.code ?? error.message }));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer in ${timeoutMs} ms`), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ at, error: error.code ?? error.message }));
  });
}

/**
 * Requests `url` one after another, `pauseMs` apart, until `stop`, which resolves with every outcome. `between`
 * runs an action in a pause, when no probe is in flight (killing a process that is answering one drops it), and
 * the next probe waits for it.
 */
export function keepProbing(
  url: string,
  pauseMs = 20,
): { between<T>(action: () => T | Promise<T>): Promise<T>; stop(): Promise<ProbeOutcome[]> } {
  const outcomes: ProbeOutcome[] = [];
  const waiting: (() => Promise<void>)[] = [];
  let running = true;
  const runWaiting = async () => {
    for (const action of waiting.splice(0)) await action();
  };
  const loop = (async () => {
    while (running) {
      outcomes.push(await probeOnce(url));
      await runWaiting();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    between: (action) =>
      new Promise((resolve, reject) =>
        waiting.push(async () => {
          try {
            resolve(await action());
          } catch (error) {
            reject(error as Error);
          }
        }),
      ),
    stop: async () => {
      running = false;
      await loop;
      await runWaiting();
      return outcomes;
    },
  };
}
