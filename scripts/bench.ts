// Benchmarks the API on this machine and prints figures (never asserted: timings vary).
// Usage: npm run bench -- [--events 5000] [--seconds 10] [--connections 20] [--database-url postgres://...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
  },
});

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-bench-'));
const port = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: values['database-url'] ?? '',
  LOG_LEVEL: 'warn',
};

const run = (args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });

console.log(`seeding demo data and ${values.events} synthetic events ...`);
await run(['apps/server/src/seed/seed-cli.ts', '--events', values.events ?? '0']);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: repoRoot, env, stdio: 'inherit' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const targets = ['/api/health', '/', '/api/events?page=1&pageSize=12', '/api/events?page=50&pageSize=12&country=FR', '/api/experiences'];
const rows: string[] = [];
for (const target of targets) {
  const result = await autocannon({
    url: `${base}${target}`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  const non2xx = result.non2xx;
  rows.push(
    `${target.padEnd(48)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${non2xx}   errors ${result.errors}`,
  );
}
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`\n${os.cpus().length} cores, ${values.connections} connections, ${values.seconds} s each, ${values['database-url'] ? 'PostgreSQL server' : 'embedded PGlite'}, ${values.events} extra events`);
for (const row of rows) console.log(row);
