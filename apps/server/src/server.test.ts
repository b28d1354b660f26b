import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './testing/processes.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-server-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number, env: Record<string, string> = {}) {
  const { child, output } = spawnServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env });
  return { child, log: output };
}

async function waitFor(url: string, child: ChildProcess): Promise<Response> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`no answer from ${url}`);
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the production process', () => {
  it('refuses to start with a bad setting, naming it', async () => {
    const { child, log } = startServer(0, { PORT: 'not-a-port' });
    expect(await exited(child)).toBe(1);
    expect(log()).toContain('PORT');
  });

  it('refuses to start in production on the demo defaults, naming each variable, before it opens the database', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-production-'));
    try {
      const { child, output } = spawnServer({ NODE_ENV: 'production', PORT: '0', DATA_DIR: empty, DATABASE_URL: '', SEED_DEMO_DATA: '' });
      expect(await exited(child)).toBe(1);
      for (const name of ['PAYMENT_PROVIDER', 'MAIL_TRANSPORT', 'SEED_DEMO_DATA', 'PUBLIC_URL']) expect(output()).toContain(`- ${name}: `);
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('loads demo data once, keeps data across a restart and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer(port);
    const health = await waitFor(`http://127.0.0.1:${port}/api/health`, first.child);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(first.log()).toContain('loaded demo data');
    // The address the server is really bound to, whatever PORT says.
    expect(first.log()).toContain(`listening on http://127.0.0.1:${port}`);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.log()).toContain('shutting down');

    const second = startServer(port);
    await waitFor(`http://127.0.0.1:${port}/api/health`, second.child);
    // The database under DATA_DIR already holds the demo data, so it is not loaded again.
    expect(second.log()).not.toContain('loaded demo data');
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 300_000);
});
