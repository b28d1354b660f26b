import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The header HAProxy adds to every answer: the name of the server process that gave it. */
export const SERVED_BY = 'x-served-by';

/**
 * Debian's HAProxy, or an error that says how to install it: the topology test must run in CI, not be skipped
 * where HAProxy is missing (scripts/test.sh installs it when it runs as root).
 */
export function haproxyBinary(): string {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error(
      "The topology test needs HAProxy on the PATH. Install Debian's package: sudo apt-get install haproxy (scripts/test.sh does so when run as root).",
    );
  }
  return 'haproxy';
}

interface Backend {
  name: string;
  port: number;
}

/**
 * A load balancer as production would run one in front of the server processes (docs/decisions/0018-topology-test.md):
 * round robin; each process health-checked on /api/health every 250 ms (two failures take it out, two passes put it
 * back), and taken out at once when real traffic finds its port closed (`observe layer4`), where the checks' slow
 * answers on a busy machine never do (`timeout check`). A refused connection is sent to another process, on every
 * retry (`option redispatch 1`), or the dead process would be tried again. A GET that a process took and never
 * answered (it died) is sent to another too; a POST is not (adding to a cart is not safe to replay): its client is
 * told. Each process takes at most 2 requests at a time and the rest wait in HAProxy's queue, where a process that
 * dies loses none of them; no connection to a process is kept alive, so none is left stale by its death. The client's
 * address goes on in X-Forwarded-For; each answer names the process that gave it (SERVED_BY); only failures are logged.
 */
function haproxyConfig(frontendPort: number, statsPort: number, backends: readonly Backend[]): string {
  return [
    'global',
    '  maxconn 2000',
    '  log stdout format raw local0',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    '  timeout connect 5s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout check 10s',
    '  timeout queue 15s',
    '  retries 3',
    '  option redispatch 1',
    '  option forwardfor',
    '  option http-server-close',
    'frontend site',
    `  bind 127.0.0.1:${frontendPort}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  retry-on conn-failure empty-response',
    '  http-request disable-l7-retry unless METH_GET',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 250ms fastinter 250ms downinter 250ms fall 2 rise 2 maxconn 2 observe layer4 error-limit 1 on-error mark-down',
    `  http-response set-header ${SERVED_BY} %[srv_name]`,
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

/** HAProxy's view of one server: UP, DOWN, or on its way ("UP 1/2"), and how often checks took it out. */
interface ServerState {
  status: string;
  /** Transitions from UP to DOWN since HAProxy started. */
  timesTakenOut: number;
}

export interface Haproxy {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Each backend server's state, by name, from the stats page's CSV. */
  servers(): Promise<Map<string, ServerState>>;
  stop(): Promise<void>;
}

/** Runs HAProxy in the foreground (-db) as a child of the test, with `haproxyConfig` written into `dir`. */
export function startHaproxy(dir: string, frontendPort: number, statsPort: number, backends: readonly Backend[]): Haproxy {
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(frontendPort, statsPort, backends));
  let output = '';
  const child = spawn(haproxyBinary(), ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const servers = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const column = (name: string) => columns.indexOf(name);
    const states = new Map<string, ServerState>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[column('pxname')] !== 'app' || ['FRONTEND', 'BACKEND'].includes(cells[column('svname')] ?? '')) continue;
      states.set(cells[column('svname')] ?? '', {
        status: cells[column('status')] ?? '',
        timesTakenOut: Number(cells[column('chkdown')] ?? 0),
      });
    }
    return states;
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${frontendPort}`, child, output: () => output, servers, stop };
}
