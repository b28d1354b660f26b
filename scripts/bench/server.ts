import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '../../apps/server/src/testing/processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Lines of the server's output kept for the message when it fails. */
const KEPT_LINES = 40;

export interface RunningServer {
  pid: number;
  base: string;
  /** Calls `listener` with every line the server writes to stdout or stderr from now on. */
  onLine(listener: (line: string) => void): void;
  stop(): Promise<void>;
}

/**
 * The real server, started as `npm run serve` starts it, with `env` over this process's, on `port` (a free one
 * when not given: a caller that must name the address in `env`, as PUBLIC_URL, picks it first); resolves once healthy.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners: ((line: string) => void)[] = [];
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > KEPT_LINES) recent.shift();
      for (const listener of listeners) listener(line);
    });
  }
  let exited = false;
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    // The server finishes in-flight requests and closes the database; it gives up itself after 10 s.
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await once(child, 'exit');
    clearTimeout(killer);
  };

  try {
    await waitUntilHealthy(base, () => exited);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}; its last output:\n${recent.join('\n')}`);
  }
  if (child.pid === undefined) throw new Error('the server process has no pid');
  return { pid: child.pid, base, onLine: (listener) => void listeners.push(listener), stop };
}

/** Polls /api/health: migrations and a busy machine can take a while, a crash cannot. */
async function waitUntilHealthy(base: string, hasExited: () => boolean, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s`);
}
