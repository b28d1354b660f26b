import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTileStub } from '../../apps/server/src/testing/tile-stub.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** MAP_TILE_URL of the server: the local tile stub's template. */
    mapTileUrl: string;
    /** Where the server writes the mail it sends (no SMTP_URL): one .eml file a message. */
    outboxDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy in 60 s:\n${log()}`);
}

/** Starts the built site once, on a fresh embedded database with the demo data, for every journey. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the end-to-end tests.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Map tiles from a local stub, so that no journey asks the internet for anything.
  const tiles = await startTileStub();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      MAP_TILE_URL: tiles.template,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // Every journey comes from 127.0.0.1; the limits themselves are covered by the API tests.
      RATE_LIMIT_SCALE: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    await tiles.stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('mapTileUrl', tiles.template);
  project.provide('outboxDir', path.join(dataDir, 'outbox'));

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await tiles.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (/"level":(50|60)/.test(output)) console.error(`server logged errors during the journeys:\n${output}`);
  };
}
