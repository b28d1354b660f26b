import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/testing/processes.ts';
import { startTileStub } from '../../apps/server/src/testing/tile-stub.ts';
import { startServer, type RunningServer } from './server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `npm run build`, its output shown. */
export async function buildWebApp(): Promise<void> {
  console.log('building the web app ...');
  const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`npm run build exited ${String(code)}`);
}

export interface RunningSite {
  base: string;
  server: RunningServer;
  /** Stops the server and the tile stub and removes the temporary data. */
  stop(): Promise<void>;
}

/**
 * The production server on a fresh embedded database with the demo data, at a free port, its maps' tiles from a
 * local stub, so that no page asks the internet for anything; `webDistDir` serves another build than
 * apps/web/dist (its dist-ssr beside it).
 */
export async function startDemoSite(webDistDir?: string): Promise<RunningSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-site-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const tiles = await startTileStub().catch((error: unknown) => {
    removeData();
    throw error;
  });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: RunningServer;
  try {
    server = await startServer(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO_DATA: 'true',
        // A staging site's named choices: production refuses these demo defaults otherwise.
        PAYMENT_PROVIDER: 'test',
        MAIL_TRANSPORT: 'files',
        ALLOW_HTTP_PUBLIC_URL: 'true',
        PUBLIC_URL: base,
        MAP_TILE_URL: tiles.template,
        LOG_LEVEL: 'warn',
        // Each page is loaded many times from one address; a 429 would show as a console error.
        RATE_LIMIT_SCALE: '100',
        ...(webDistDir ? { WEB_DIST_DIR: path.resolve(repoRoot, webDistDir) } : {}),
      },
      port,
    );
  } catch (error) {
    await tiles.stop();
    removeData();
    throw error;
  }
  server.onLine((line) => {
    if (/"level":(50|60)/.test(line)) console.error(`server: ${line}`);
  });
  return {
    base,
    server,
    stop: async () => {
      await server.stop();
      await tiles.stop();
      removeData();
    },
  };
}
