import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTileStub } from '../../apps/server/src/testing/tile-stub.ts';
import { SETUP_VALUES_VARIABLE, type SetupValues } from './setup-values.ts';

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

/** Follows a one-time password link through the API, as its page would; returns the password. */
async function setPassword(baseURL: string, link: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseURL}/api/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { csrftoken } = (await csrf.json()) as { csrftoken: string };
  const response = await fetch(`${baseURL}/api/password-reset-confirm/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': csrftoken },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token'), password, password2: password }),
  });
  if (!response.ok) throw new Error(`setting the staff password answered ${response.status}: ${await response.text()}`);
  return password;
}

/**
 * Starts the built site once, on a fresh embedded database with the demo data, for every journey. Playwright's global
 * setup: the function it answers is the global teardown.
 */
export default async function setup() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the end-to-end tests.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Map tiles from a local stub, so that no journey asks the internet for anything.
  const tiles = await startTileStub();
  const env = {
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
    // Chromium sends a request again when the server closed its idle keep-alive socket as the request left; the
    // journeys' own API client (page.request) does not, and failed with ECONNRESET when a test's next call fell on the
    // default 5 s. The longest idle keep-alive the configuration allows makes that race improbable within a journey.
    KEEP_ALIVE_TIMEOUT_MS: '120000',
    // A host's share is payable as soon as the item ends (or, without a date, once paid), so a journey can run a payout.
    PAYOUT_HOLD_DAYS: '0',
  };
  // Two members of staff, made as an operator would, before the first start (the embedded database is one process's).
  const createStaff = (username: string, email: string) => {
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/modules/operator/staff-cli.ts', 'create', username, email],
      {
        cwd: repoRoot,
        env,
        encoding: 'utf8',
      },
    );
    const link = /^https?:\/\/\S+$/m.exec(cli.stdout)?.[0];
    if (cli.status !== 0 || !link) throw new Error(`npm run staff -- create failed:\n${cli.stdout}${cli.stderr}`);
    return { username, email, link };
  };
  const staff = createStaff('ops_e2e', 'ops-e2e@therealgrape.example');
  const staffInvite = createStaff('ops_invited', 'ops-invited@therealgrape.example');
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
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
  const values: SetupValues = {
    baseURL,
    mapTileUrl: tiles.template,
    outboxDir: path.join(dataDir, 'outbox'),
    staffAccount: { username: staff.username, password: await setPassword(baseURL, staff.link, 'Back-Office-Ledger-2026') },
    staffInvite,
  };
  // The workers start after global setup, with this environment.
  process.env[SETUP_VALUES_VARIABLE] = JSON.stringify(values);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await tiles.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (/"level":(50|60)/.test(output)) console.error(`server logged errors during the journeys:\n${output}`);
  };
}
