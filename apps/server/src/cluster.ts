import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import closeWithGrace from 'close-with-grace';
import { pino, type Logger } from 'pino';
import { z } from 'zod';
import { MAX_WEB_CONCURRENCY, loadSecretKey, type Config } from './config.ts';
import { buildApp, wantsPrettyLogs } from './app.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { SAFE_LOGGING } from './plugins/logging.ts';
import { seedDemoData } from './seed/seed.ts';

/** How long in-flight requests may take to finish on shutdown before the exit is forced. */
export const GRACE_MS = 10_000;

/** Dead server processes are replaced until this many die within this window: then every start is failing. */
export const RESTART_LIMIT = { deaths: 5, withinMs: 30_000 };

const STOP_SIGNALS: ('SIGINT' | 'SIGTERM')[] = ['SIGINT', 'SIGTERM'];

export interface ProcessPlan {
  processes: number;
  /** Why fewer processes run than WEB_CONCURRENCY asks for, logged once at this level. */
  note?: { level: 'info' | 'warn'; message: string };
}

/**
 * How many server processes to run: WEB_CONCURRENCY, by default one per core in production and one
 * otherwise. The embedded PGlite database lives in one process's memory over its data directory, so without
 * DATABASE_URL one process runs whatever was asked (a warning when WEB_CONCURRENCY asked for more).
 */
export function planProcesses(config: Pick<Config, 'WEB_CONCURRENCY' | 'NODE_ENV' | 'DATABASE_URL'>, cores = os.availableParallelism()): ProcessPlan {
  const wanted = config.WEB_CONCURRENCY ?? (config.NODE_ENV === 'production' ? Math.min(cores, MAX_WEB_CONCURRENCY) : 1);
  if (wanted === 1 || config.DATABASE_URL) return { processes: wanted };
  return {
    processes: 1,
    note: {
      level: config.WEB_CONCURRENCY === undefined ? 'info' : 'warn',
      message: `one server process rather than ${wanted}: the embedded PGlite database can be open in one process only (set DATABASE_URL to run several)`,
    },
  };
}

/** The start-up line people and tools (tests, the benchmark) read the bound address from. */
export function listeningLine(config: Pick<Config, 'DATABASE_URL' | 'PUBLIC_URL'>, address: string, processes = 1): string {
  const database = config.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  const listening = processes > 1 ? `${processes} processes listening on ${address}` : `listening on ${address}`;
  return `${database} database; ${listening}; public URL ${config.PUBLIC_URL}`;
}

/** Records a death at `now`; true once `limit.deaths` of them fell within `limit.withinMs`. */
export function deathCounter(limit = RESTART_LIMIT): (now: number) => boolean {
  const deaths: number[] = [];
  return (now) => {
    deaths.push(now);
    while ((deaths[0] ?? now) <= now - limit.withinMs) deaths.shift();
    return deaths.length >= limit.deaths;
  };
}

/** What a worker tells the primary once it listens. */
const ListeningMessage = z.object({ listening: z.string() });

/** The primary's own logger: the same level, format and safety as the app's. */
function primaryLogger(config: Config): Logger {
  const pretty = wantsPrettyLogs(config.NODE_ENV, process.stdout.isTTY === true);
  return pino({
    level: config.LOG_LEVEL,
    ...SAFE_LOGGING,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}

/** What must happen once before the workers start: migrations, the demo data, the generated secret key. */
async function prepareOnce(config: Config, log: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    if (config.SEED_DEMO_DATA && (await seedDemoData(database.db))) log.info('loaded demo data into the empty database');
  } finally {
    await database.close();
  }
  // Every worker signs the csrftoken cookie with this key, whichever of them issued it.
  loadSecretKey(config);
}

interface Supervisor {
  /** Asks every worker to finish its in-flight requests and exit; resolves when all have exited. */
  stop(): Promise<void>;
}

/**
 * Forks `count` workers and keeps that many running: a worker that dies unexpectedly is replaced, unless
 * workers keep dying (RESTART_LIMIT), when the rest are stopped and the primary exits 1. `onListening` is
 * called once, when all the first workers listen.
 */
function superviseWorkers(count: number, log: Logger, onListening: (address: string) => void): Supervisor {
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;
  let stopped: Promise<void> | null = null;
  let allExited = () => {};
  const tooManyDeaths = deathCounter();

  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      allExited = resolve;
      if (live.size === 0) resolve();
      // A signal, not cluster's disconnect: each worker's handler closes its app as one process would.
      for (const worker of live) worker.process.kill('SIGTERM');
    });
    return stopped;
  };

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on('message', (message: unknown) => {
      const parsed = ListeningMessage.safeParse(message);
      if (!parsed.success) return;
      listening.add(worker);
      if (announced) log.info({ workerPid: worker.process.pid }, 'a new server process listens');
      else if (listening.size === count) {
        announced = true;
        onListening(parsed.data.listening);
      }
    });
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      listening.delete(worker);
      if (stopped) {
        if (live.size === 0) allExited();
        return;
      }
      if (tooManyDeaths(Date.now())) {
        log.fatal({ workerPid: worker.process.pid, code, signal, ...RESTART_LIMIT }, 'server processes keep dying; giving up');
        void stop().then(() => process.exit(1));
        return;
      }
      log.error({ workerPid: worker.process.pid, code, signal }, 'a server process died; starting another');
      fork();
    });
  };

  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  for (let started = 0; started < count; started++) fork();
  return { stop };
}

/**
 * Worker heap: V8 sizes the old generation from the machine's memory and lets it grow lazily, so under load
 * each worker drifted to about 380 MB resident on a 24 GB machine; 128 MB of old generation keeps one under
 * 250 MB (npm run bench) at no measured cost in throughput. A limit the operator set in NODE_OPTIONS or on the
 * command line wins.
 */
export const WORKER_OLD_SPACE_MB = 128;

export function workerExecArgv(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const named = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((flag) => flag.startsWith('--max-old-space-size'));
  return named ? [...execArgv] : [...execArgv, `--max-old-space-size=${WORKER_OLD_SPACE_MB}`];
}

/**
 * The primary of several server processes: prepares the database once, then runs `processes` workers that
 * share the port (the cluster hands each new connection to one of them). SIGTERM or SIGINT stops every
 * worker gracefully and exits 0 once all have; a second signal or GRACE_MS forces the exit, which ends the
 * workers too (a worker whose primary is gone exits).
 */
export async function runPrimary(config: Config, processes: number): Promise<void> {
  const log = primaryLogger(config);
  await prepareOnce(config, log);
  const workers = superviseWorkers(processes, log, (address) => log.info(listeningLine(config, address, processes)));
  closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await workers.stop();
  });
}

/**
 * One worker of the cluster: the whole app on the shared port. The primary ran the migrations, so the
 * database is only opened. The first SIGTERM or SIGINT (from the primary, or a terminal's Ctrl-C, which
 * reaches every process of the group) closes the app, which finishes its in-flight requests; later ones are
 * ignored, so that the two never cut those requests short: forcing is the primary's to do.
 */
export async function runWorker(config: Config): Promise<void> {
  if (!config.DATABASE_URL) throw new Error('several server processes need DATABASE_URL');
  const database = await openConfiguredDatabase(config, { migrate: false });
  const app = await buildApp({ config, database });
  const grace = closeWithGrace({ delay: GRACE_MS, skip: STOP_SIGNALS }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await database.close();
  });
  let stopping = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    void grace.close();
  };
  for (const signal of STOP_SIGNALS) process.on(signal, shutDown);

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  process.send?.({ listening: address } satisfies z.infer<typeof ListeningMessage>);
}
