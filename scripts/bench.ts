// npm run bench: the API's speed on this machine against the framework's floor (README 'Benchmarks').
// Figures are printed and saved to bench/results/, never asserted: timings vary from machine to machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase, type BenchDatabase } from './bench/database.ts';
import { endpoints, selectEndpoints, type EndpointName } from './bench/endpoints.ts';
import { checkEndpoints, prepareFixtures } from './bench/fixtures.ts';
import { runLoad, type LoadFigures } from './bench/load.ts';
import { parseBenchOptions, USAGE, type BenchOptions } from './bench/options.ts';
import { readOptionsOrExit } from './cli.ts';
import { sampleTreeRss } from './bench/process-tree.ts';
import { loadTable, megabytes, resultFileName, statementTable, withRatios, type Row } from './bench/report.ts';
import { startServer } from './bench/server.ts';
import { countStatements, type StatementCount } from './bench/statements.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * Unmeasured load on every endpoint before any is measured: a fresh server's first seconds are the JIT's, not its
 * routes' (the floor, measured first, showed a tenth of its warm speed without it).
 */
const WARMUP_SECONDS = 2;

interface SizeResult {
  size: number;
  /** Events the listing counts: the synthetic ones plus the demo's. */
  listed: number;
  seedSeconds: number;
  peakRssMb: number;
  /** The largest single server process at its fullest. */
  peakProcessRssMb: number;
  rows: Row[];
}

/**
 * The server as production runs it, plus the floor route; anything else the user set (WEB_CONCURRENCY, REDIS_URL)
 * passes through. Housekeeping stays on: it is part of a real server's load.
 */
function serverEnv(database: BenchDatabase): Record<string, string> {
  return {
    ...database.serverEnv,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    // A staging site's named choices: production refuses these demo defaults otherwise.
    PAYMENT_PROVIDER: 'test',
    MAIL_TRANSPORT: 'files',
    ALLOW_HTTP_PUBLIC_URL: 'true',
    BENCH_FLOOR: 'true',
    LOG_SQL: 'false',
    // update-item-to-cart allows a member 300 changes in 10 minutes; one run sends tens of thousands.
    RATE_LIMIT_SCALE: '1000000',
  };
}

/** GET / and the article serve the built web app; without it they would measure a "not built" notice. */
async function ensureWebBuild(): Promise<void> {
  if (fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('building the web app (GET / serves it) ...');
  const build = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const [code] = await once(build, 'exit');
  if (code !== 0) throw new Error(`npm run build exited ${String(code)}`);
}

async function measureSize(options: BenchOptions, database: BenchDatabase, size: number, seedSeconds: number): Promise<SizeResult> {
  const server = await startServer(serverEnv(database));
  try {
    const fixtures = await prepareFixtures(server.base);
    const chosen = selectEndpoints(endpoints(fixtures), options.only);
    await checkEndpoints(server.base, chosen);
    const rss = sampleTreeRss(server.pid);
    const figures: (LoadFigures & { endpoint: EndpointName })[] = [];
    for (const endpoint of chosen) await runLoad(server.base, endpoint, { ...options, seconds: WARMUP_SECONDS });
    for (const endpoint of chosen) {
      const result = await runLoad(server.base, endpoint, options);
      console.log(`  ${endpoint.name}: ${Math.round(result.requestsPerSecond)} req/s`);
      figures.push({ endpoint: endpoint.name, ...result });
    }
    const peaks = rss.stop();
    return {
      size,
      listed: fixtures.listed,
      seedSeconds,
      peakRssMb: megabytes(peaks.totalBytes),
      peakProcessRssMb: megabytes(peaks.largestBytes),
      rows: withRatios(figures),
    };
  } finally {
    await server.stop();
  }
}

/** Statements per request, with the query log on, and housekeeping and the public cache off. */
async function measureStatements(options: BenchOptions, database: BenchDatabase): Promise<StatementCount[]> {
  // The public cache off too: counted after a warm-up, a cached answer would send none.
  const server = await startServer({ ...serverEnv(database), LOG_SQL: 'true', JOB_INTERVAL_SECONDS: '0', PUBLIC_CACHE_SECONDS: '0' });
  try {
    return await countStatements(server, selectEndpoints(endpoints(await prepareFixtures(server.base)), options.only));
  } finally {
    await server.stop();
  }
}

function printSize(options: BenchOptions, kind: BenchDatabase['kind'], result: SizeResult): void {
  const database = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${result.size.toLocaleString('en-GB')} synthetic events (${result.listed.toLocaleString('en-GB')} listed), ${database}, ` +
      `${options.connections} connections x ${options.seconds} s, peak RSS ${result.peakProcessRssMb} MB in the largest process, ${result.peakRssMb} MB in all (server and children)`,
  );
  console.log(loadTable(result.rows));
}

function writeResults(
  startedAt: Date,
  options: BenchOptions,
  kind: BenchDatabase['kind'],
  sizes: SizeResult[],
  statements: StatementCount[],
): string {
  const file = path.join(repoRoot, 'bench/results', resultFileName(startedAt));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const cpus = os.cpus();
  const { databaseUrl: _secret, ...shownOptions } = options; // the URL may carry a password
  const results = {
    startedAt: startedAt.toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? null,
      memoryMb: megabytes(os.totalmem()),
      loadAverage: os.loadavg(),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    database: kind,
    options: { ...shownOptions, webConcurrency: process.env.WEB_CONCURRENCY ?? null },
    sizes,
    statements: { size: sizes[0]?.size ?? null, perEndpoint: statements },
  };
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

async function main(): Promise<void> {
  const options = readOptionsOrExit((args) => parseBenchOptions(args, process.env), USAGE);
  const startedAt = new Date();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-bench-'));
  const database = await createBenchDatabase(options.databaseUrl, dataDir);
  const cleanUp = async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C reaches the server too (same process group); the run's database must not be left behind.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    await ensureWebBuild();
    const sizes: SizeResult[] = [];
    let statements: StatementCount[] = [];
    for (const size of options.sizes) {
      console.log(`\nseeding up to ${size.toLocaleString('en-GB')} synthetic events, then VACUUM ANALYZE ...`);
      const seedStart = Date.now();
      await database.grow(size);
      const seedSeconds = Math.round((Date.now() - seedStart) / 100) / 10;
      console.log(`seeded in ${seedSeconds} s; measuring ...`);
      sizes.push(await measureSize(options, database, size, seedSeconds));
      // Counts do not depend on the size: the smallest is enough.
      if (sizes.length === 1) statements = await measureStatements(options, database);
    }
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(`\n${os.cpus().length} CPUs, load average now ${load} (other work on the machine lowers every figure)`);
    for (const result of sizes) printSize(options, database.kind, result);
    console.log(
      `\nstatements per request (${options.sizes[0]?.toLocaleString('en-GB')} synthetic events, one request each after a warm-up):`,
    );
    console.log(statementTable(statements));
    console.log(`\nsaved ${path.relative(repoRoot, writeResults(startedAt, options, database.kind, sizes, statements))}`);
  } finally {
    await cleanUp();
  }
}

await main();
