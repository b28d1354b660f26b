import cluster from 'node:cluster';
import os from 'node:os';
import closeWithGrace from 'close-with-grace';
import { pino, type Logger } from 'pino';
import { z } from 'zod';
import { MAX_WEB_CONCURRENCY, type Config } from './config.ts';
import { buildApp, wantsPrettyLogs } from './app.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import type { Database } from './db/client.ts';
import { SAFE_LOGGING } from './plugins/logging.ts';
import { serveClusterMetrics } from './plugins/metrics-cluster.ts';
import { seedDemoData } from './seed/seed.ts';

/** How long in-flight requests may take to finish on shutdown before the exit is forced. */
export const GRACE_MS = 10_000;

/**
 * A worker that had listened this long when it died proved that a start works: it is replaced at once. One that
 * died sooner, or before it listened, is taken for a crash loop (the database unreachable, a start that throws).
 * Everything a start does (open the database, build the app, bind) comes before the worker listens, so a bad
 * start dies before it listens or moments after. A second covers that and is well under a start (importing the
 * app alone takes about 3 s on a busy 2-core machine): when workers are killed one at a time, each kill waiting
 * for the last one's replacement to listen, the other worker has listened for a whole start by then: stayed up.
 */
export const STABLE_MS = 1_000;

/** The wait before a slot's worker is started again after crash-loop deaths in a row: doubling from first to max. */
export const RESTART_BACKOFF = { firstMs: 250, maxMs: 30_000 };

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
export function planProcesses(
  config: Pick<Config, 'WEB_CONCURRENCY' | 'NODE_ENV' | 'DATABASE_URL'>,
  cores = os.availableParallelism(),
): ProcessPlan {
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

/** A worker's death, as the restart policy sees it. */
export interface Death {
  /** How long the worker had listened when it died; null when it died (or failed to start) before it listened. */
  listenedMs: number | null;
  /** How many other workers listen now, holding the port. */
  othersListening: number;
  /** The crash-loop deaths of this worker's slot in a row before this one. */
  failures: number;
}

export interface Restart {
  /** How long to wait before starting the slot's next worker. */
  delayMs: number;
  /** The slot's crash-loop deaths in a row, counting this one: 0 after a worker that stayed up. */
  failures: number;
}

/**
 * When to start the successor of a worker that died. One that had stayed up (STABLE_MS) is replaced at once and
 * clears its slot's back-off. After a crash loop's death the slot waits RESTART_BACKOFF, doubling with each such
 * death in a row, up to its max, so that a start that cannot work does not burn the CPU the other workers serve
 * from. But a worker that did listen showed that a start works: when no other worker listens (the port is closed
 * until one does), its successor starts at once, though the death still counts towards the slot's back-off.
 */
export function restartAfter(death: Death, stableMs = STABLE_MS, backoff = RESTART_BACKOFF): Restart {
  if (death.listenedMs !== null && death.listenedMs >= stableMs) return { delayMs: 0, failures: 0 };
  const failures = death.failures + 1;
  if (death.listenedMs !== null && death.othersListening === 0) return { delayMs: 0, failures };
  return { delayMs: Math.min(backoff.firstMs * 2 ** (failures - 1), backoff.maxMs), failures };
}

/** What a worker tells the primary once it listens. */
const ListeningMessage = z.object({ listening: z.string() });

/** A logger for a process outside the app (the primary, start-up): the same level, format and safety as the app's. */
export function processLogger(config: Config): Logger {
  const pretty = wantsPrettyLogs(config.NODE_ENV, process.stdout.isTTY === true);
  return pino({
    level: config.LOG_LEVEL,
    ...SAFE_LOGGING,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}

/** What must happen once before the workers start: migrations, the shared signing key, the demo data. */
async function prepareOnce(config: Config, log: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config, { thenOnce: (opened) => loadDemoData(config, opened, log) });
  await database.close();
}

/** The demo content, into an empty database only, when SEED_DEMO_DATA asks for it. */
export async function loadDemoData(config: Pick<Config, 'SEED_DEMO_DATA'>, database: Database, log: Pick<Logger, 'info'>): Promise<void> {
  if (config.SEED_DEMO_DATA && (await seedDemoData(database.db))) log.info('loaded demo data into the empty database');
}

/** What the supervisor uses of a worker process (a cluster worker, or a fake in tests). */
export interface SupervisedWorker {
  /** Undefined when the process could not be started. */
  readonly pid: number | undefined;
  /** Asks it to finish its in-flight requests and exit. */
  stop(): void;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null, signal: string | null) => void): void;
  onError(listener: (error: Error) => void): void;
}

/** A new worker process of the cluster. */
export function forkClusterWorker(): SupervisedWorker {
  const worker = cluster.fork();
  return {
    pid: worker.process.pid,
    // A signal, not cluster's disconnect: each worker's handler closes its app as one process would.
    stop: () => worker.process.kill('SIGTERM'),
    onMessage: (listener) => worker.on('message', listener),
    onExit: (listener) => worker.on('exit', listener),
    onError: (listener) => worker.on('error', listener),
  };
}

export interface Supervisor {
  /** Asks every worker to finish its in-flight requests and exit; resolves when all have exited. */
  stop(): Promise<void>;
  /** Deaths since the start, of every slot and of each. */
  deaths(): { total: number; bySlot: number[] };
}

interface Slot {
  index: number;
  worker: SupervisedWorker | null;
  /** When its worker said it listens; null before. */
  listeningSince: number | null;
  /** Its crash-loop deaths in a row (restartAfter). */
  failures: number;
  deaths: number;
  /** The back-off before its next worker starts. */
  restart: NodeJS.Timeout | null;
}

/**
 * Runs `count` workers, each in a slot of its own, and keeps them running for as long as the primary runs: the
 * worker of a slot that dies is replaced, at once or after the slot's back-off (restartAfter), and never does a
 * death stop the primary. Every death is logged as an error with the slot's and all the deaths so far.
 * `onListening` is called once, when a worker of every slot has listened. After `stop`, nothing is restarted.
 */
export function superviseWorkers(
  count: number,
  log: Pick<Logger, 'info' | 'error'>,
  onListening: (address: string) => void,
  fork: () => SupervisedWorker = forkClusterWorker,
): Supervisor {
  const slots: Slot[] = Array.from({ length: count }, (_, index) => ({
    index,
    worker: null,
    listeningSince: null,
    failures: 0,
    deaths: 0,
    restart: null,
  }));
  let deaths = 0;
  let announced = false;
  let stopped: Promise<void> | null = null;
  let allExited = () => {};
  const live = () => slots.filter((slot) => slot.worker !== null).length;

  const died = (slot: Slot, details: { workerPid: number | undefined; code?: number | null; signal?: string | null; err?: Error }) => {
    const now = Date.now();
    const listenedMs = slot.listeningSince === null ? null : now - slot.listeningSince;
    slot.worker = null;
    slot.listeningSince = null;
    if (stopped) {
      if (live() === 0) allExited();
      return;
    }
    deaths++;
    slot.deaths++;
    const othersListening = slots.filter((other) => other.listeningSince !== null).length;
    const restart = restartAfter({ listenedMs, othersListening, failures: slot.failures });
    slot.failures = restart.failures;
    log.error(
      {
        ...details,
        slot: slot.index,
        listenedMs,
        deaths,
        slotDeaths: slot.deaths,
        crashLoopDeaths: restart.failures,
        restartInMs: restart.delayMs,
      },
      'a server process died; starting another',
    );
    if (restart.delayMs === 0) start(slot);
    else
      slot.restart = setTimeout(() => {
        slot.restart = null;
        start(slot);
      }, restart.delayMs);
  };

  const start = (slot: Slot) => {
    if (stopped) return;
    let worker: SupervisedWorker;
    try {
      worker = fork();
    } catch (err) {
      died(slot, { workerPid: undefined, err: err instanceof Error ? err : new Error(String(err)) });
      return;
    }
    slot.worker = worker;
    let gone = false;
    const gotOut = (details: Parameters<typeof died>[1]) => {
      if (gone) return;
      gone = true;
      died(slot, details);
    };
    worker.onMessage((message) => {
      const parsed = ListeningMessage.safeParse(message);
      if (!parsed.success || gone || slot.listeningSince !== null) return;
      slot.listeningSince = Date.now();
      if (announced) log.info({ workerPid: worker.pid, slot: slot.index }, 'a new server process listens');
      else if (slots.every((each) => each.listeningSince !== null)) {
        announced = true;
        onListening(parsed.data.listening);
      }
    });
    worker.onExit((code, signal) => gotOut({ workerPid: worker.pid, code, signal }));
    worker.onError((err) => {
      // A process that could not be spawned reports only this, never an exit; one that runs exits if it dies.
      if (worker.pid === undefined) gotOut({ workerPid: undefined, err });
      else log.error({ workerPid: worker.pid, slot: slot.index, err }, 'a server process reported an error');
    });
  };

  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      allExited = resolve;
      for (const slot of slots) {
        if (slot.restart) clearTimeout(slot.restart);
        slot.restart = null;
      }
      if (live() === 0) resolve();
      for (const slot of slots) slot.worker?.stop();
    });
    return stopped;
  };

  for (const slot of slots) start(slot);
  return { stop, deaths: () => ({ total: deaths, bySlot: slots.map((slot) => slot.deaths) }) };
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
 * share the port (the cluster hands each new connection to one of them), replacing those that die for as long as
 * it runs (superviseWorkers): workers dying never ends it. SIGTERM or SIGINT stops every worker gracefully and
 * exits 0 once all have; a second signal or GRACE_MS forces the exit, which ends the workers too (a worker whose
 * primary is gone exits). `afterClose` runs last (tracing's flush).
 */
export async function runPrimary(config: Config, processes: number, afterClose?: () => Promise<void>): Promise<void> {
  const log = processLogger(config);
  await prepareOnce(config, log);
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  // A scrape of /metrics reaches one worker, which asks here for every worker's metrics.
  serveClusterMetrics();
  const workers = superviseWorkers(processes, log, (address) => log.info(listeningLine(config, address, processes)));
  closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await workers.stop();
    await afterClose?.();
  });
}

/**
 * One worker of the cluster: the whole app on the shared port. The primary ran the migrations, so the
 * database is only opened. The first SIGTERM or SIGINT (from the primary, or a terminal's Ctrl-C, which
 * reaches every process of the group) closes the app, which finishes its in-flight requests; later ones are
 * ignored, so that the two never cut those requests short: forcing is the primary's to do. `afterClose` runs
 * last (tracing's flush).
 */
export async function runWorker(config: Config, afterClose?: () => Promise<void>): Promise<void> {
  if (!config.DATABASE_URL) throw new Error('several server processes need DATABASE_URL');
  const database = await openConfiguredDatabase(config, { migrate: false });
  const app = await buildApp({ config, database });
  const grace = closeWithGrace({ delay: GRACE_MS, skip: STOP_SIGNALS }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await database.close();
    await afterClose?.();
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
