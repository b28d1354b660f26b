import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

/** The schema pg-boss keeps its tables in; migration 0016 creates it (pg-boss's schema version 24). */
export const QUEUE_SCHEMA = 'pgboss';

/** What a job may do, and how the queue treats it. */
export interface JobDefinition<Data> {
  /** The queue's name: letters, digits, hyphens. */
  name: string;
  /** The job's data as sent; data that does not parse fails the job (and its retries) with the reason. */
  data: z.ZodType<Data>;
  handle(data: Data): Promise<void>;
  /** Tries after the first (default 5), the first after `retryDelaySeconds` (default 60), doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A cron line (UTC): the queue sends this job itself, once across every instance, each time it falls due. */
  cron?: string;
  /** The data a scheduled job is sent with. */
  cronData?: Data;
}

export interface SendOptions {
  /** While a job with this key waits in its queue, another send with it adds nothing (and answers null). */
  singletonKey?: string;
  /** Not before this instant. */
  startAfter?: Date;
}

/** How the operator sees the queue. */
export interface QueueOverview {
  queues: { name: string; created: number; retry: number; active: number; completed: number; failed: number; cancelled: number }[];
  recent: QueueJob[];
}

const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** The states of a job not yet finished, in pg-boss's order (its enum sorts them before 'completed'). */
const LIVE_STATES = ['created', 'retry', 'active'] as const;

export interface QueueDepth {
  name: string;
  state: (typeof LIVE_STATES)[number];
  jobs: number;
}

export interface QueueJob {
  id: string;
  name: string;
  key: string | null;
  state: (typeof JOB_STATES)[number];
  /** Tries so far beyond the first, and how many the job may take. */
  retryCount: number;
  retryLimit: number;
  /** The last failure's message, when it failed. */
  lastError: string | null;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: {
      /** Adds a job's queue, its handler and its schedule; before the app is ready. */
      define<Data>(definition: JobDefinition<Data>): void;
      /** Queues a job; answers its id, or null when a job with the same singleton key is waiting already. */
      send(name: string, data: object, options?: SendOptions): Promise<string | null>;
      /**
       * Works every job of these queues (all, by default) that is due, on this instance and now, until none is
       * left; each failure is recorded as the workers record it (retried later, or failed). For tests and for
       * instances that run no workers.
       */
      workDue(names?: readonly string[]): Promise<{ completed: number; failed: number }>;
      /** Jobs by queue and state, and the latest jobs (of one state, if given), the newest first, at most `limit`. */
      overview(options: { limit: number; state?: QueueJob['state'] }): Promise<QueueOverview>;
      /** The jobs waiting or running (created, retry, active) by queue: one count of the live table, for the metrics. */
      depth(): Promise<QueueDepth[]>;
    };
  }
}

export interface QueueOptions {
  /**
   * Poll for jobs and send the scheduled ones (every instance may: each job is taken by one). Off, jobs wait
   * until `workDue` is called: tests drive the queue by hand.
   */
  workers: boolean;
  /** How often a worker looks for jobs. */
  pollingSeconds: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Row = Record<string, unknown>;
const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * The job queue: pg-boss on the app's own database, PGlite or PostgreSQL, through its statements (`executeSql`),
 * so it shares the app's connections and, on PGlite, its one connection. pg-boss takes each job with
 * `for update skip locked`, so however many instances poll, one works a job; a handler that throws is retried
 * with backoff; scheduled jobs are sent once a minute slot across instances. See docs/decisions/0013-job-queue.md.
 *
 * A handler must not call `send` inside a transaction of its own on PGlite: the queue's statement would wait for
 * that transaction, which waits for it.
 */
export const queuePlugin = fp<QueueOptions>(
  async (app, options) => {
    const database: Database = app.database;
    const newBoss = () => {
      const made = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schema: QUEUE_SCHEMA,
        // Migration 0016 made the schema; pg-boss only checks that its version is the one the migration made.
        migrate: false,
        supervise: options.workers,
        schedule: options.workers,
      });
      made.on('error', (error: unknown) => app.log.warn({ err: error }, 'job queue error; it carries on'));
      return made;
    };
    // A pg-boss whose start failed cannot start again: each try has a new one.
    let boss = newBoss();

    const definitions = new Map<string, JobDefinition<unknown>>();
    let defined = false;
    let started = false;
    let retry: NodeJS.Timeout | null = null;
    let closing = false;

    const run = async (definition: JobDefinition<unknown>, data: unknown) => {
      try {
        const parsed = definition.data.safeParse(data);
        if (!parsed.success) throw new Error(`the job's data does not parse: ${parsed.error.message}`);
        await definition.handle(parsed.data);
      } catch (error) {
        app.log.warn({ err: error, job: definition.name }, 'job failed; the queue retries it until its tries run out');
        throw error;
      }
    };

    app.decorate('queue', {
      define<Data>(definition: JobDefinition<Data>) {
        if (defined) throw new Error(`queue ${definition.name} defined after the queue started`);
        definitions.set(definition.name, definition as JobDefinition<unknown>);
      },
      async send(name: string, data: object, sendOptions: SendOptions = {}) {
        return boss.send(name, data, { singletonKey: sendOptions.singletonKey, startAfter: sendOptions.startAfter });
      },
      async workDue(names: readonly string[] = [...definitions.keys()]) {
        let completed = 0;
        let failed = 0;
        for (const name of names) {
          const definition = definitions.get(name);
          if (!definition) throw new Error(`no queue named ${name}`);
          for (;;) {
            const jobs = await boss.fetch<unknown>(name, { batchSize: 1 });
            const job = jobs[0];
            if (!job) break;
            try {
              await run(definition, job.data);
              await boss.complete(name, job.id);
              completed++;
            } catch (error) {
              await boss.fail(name, job.id, { message: messageOf(error) });
              failed++;
            }
          }
        }
        return { completed, failed };
      },
      overview: (overviewOptions: { limit: number; state?: QueueJob['state'] }) => queueOverview(database, overviewOptions),
      depth: () => queueDepth(database),
    });

    const setUp = async () => {
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        const settings = {
          name: definition.name,
          // At most one job per singleton key waits, and one runs, at a time.
          policy: 'stately' as const,
          retryLimit: definition.retryLimit ?? 5,
          retryDelay: definition.retryDelaySeconds ?? 60,
          retryBackoff: true,
        };
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, settings);
        else await boss.createQueue(definition.name, settings);
        if (definition.cron) await boss.schedule(definition.name, definition.cron, definition.cronData ?? {}, { tz: 'UTC' });
        if (options.workers) {
          await boss.work<unknown>(definition.name, { pollingIntervalSeconds: options.pollingSeconds, batchSize: 1 }, async (jobs) => {
            for (const job of jobs) await run(definition, job.data);
          });
        }
      }
    };
    // A database that cannot be reached does not stop the app from starting (its health says so): the queue tries
    // again every 30 seconds, and its jobs wait in the database meanwhile.
    const trySetUp = async () => {
      retry = null;
      try {
        await setUp();
      } catch (error) {
        app.log.warn({ err: error }, 'the job queue did not start; it tries again in 30 s');
        if (started) await boss.stop({ graceful: false, wait: false, close: false }).catch(() => undefined);
        started = false;
        boss = newBoss();
        if (!closing) {
          retry = setTimeout(() => void trySetUp(), 30_000);
          retry.unref();
        }
      }
    };
    app.addHook('onReady', async () => {
      defined = true;
      await trySetUp();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      // Waits for the jobs in hand (up to 10 s); the app's database closes after this.
      if (started) await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    });
  },
  { decorators: { fastify: ['database'] } },
);

/** Unfinished jobs by queue and state; pg-boss's own queues (its schedules) are left out. */
async function queueDepth(database: Database): Promise<QueueDepth[]> {
  const rows = rowsOf(
    await database.executeSql(
      `select name, state::text as state, count(*)::int as n from ${QUEUE_SCHEMA}.job
       where state < 'completed' and name not like '\\_\\_pgboss%' group by name, state`,
    ),
  );
  return rows.flatMap((row) => {
    const state = LIVE_STATES.find((known) => known === row.state);
    return state ? [{ name: String(row.name), state, jobs: asNumber(row.n) }] : [];
  });
}

/** Counts by queue and state (live jobs and the archive of finished ones), and the latest jobs. */
async function queueOverview(database: Database, { limit, state }: { limit: number; state?: QueueJob['state'] }): Promise<QueueOverview> {
  const counts = rowsOf(
    await database.executeSql(
      `select name, state::text as state, count(*)::int as n from (
         select name, state from ${QUEUE_SCHEMA}.job union all select name, state from ${QUEUE_SCHEMA}.archive
       ) jobs where name not like '\\_\\_pgboss%' group by name, state order by name`,
    ),
  );
  const queues = new Map<string, QueueOverview['queues'][number]>();
  for (const row of counts) {
    const name = String(row.name);
    const entry = queues.get(name) ?? { name, created: 0, retry: 0, active: 0, completed: 0, failed: 0, cancelled: 0 };
    const state = JOB_STATES.find((known) => known === row.state);
    if (state) entry[state] = asNumber(row.n);
    queues.set(name, entry);
  }
  const recent = rowsOf(
    await database.executeSql(
      `select id::text as id, name, singleton_key, state::text as state, retry_count, retry_limit,
         coalesce(output->>'message', output->'value'->>'message') as last_error,
         created_on, start_after, started_on, completed_on
       from (select ${JOB_COLUMNS} from ${QUEUE_SCHEMA}.job union all select ${JOB_COLUMNS} from ${QUEUE_SCHEMA}.archive) jobs
       where name not like '\\_\\_pgboss%' and ($2::text is null or state::text = $2)
       order by created_on desc, id limit $1`,
      [limit, state ?? null],
    ),
  );
  return {
    queues: [...queues.values()],
    recent: recent.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      key: row.singleton_key === null ? null : String(row.singleton_key),
      state: JOB_STATES.find((known) => known === row.state) ?? 'created',
      retryCount: asNumber(row.retry_count),
      retryLimit: asNumber(row.retry_limit),
      // A job that failed for good, or failed a try and waits to retry, keeps the last failure's message.
      lastError: row.state === 'failed' || row.state === 'retry' ? ((row.last_error as string | null) ?? null) : null,
      createdOn: asDate(row.created_on),
      startAfter: asDate(row.start_after),
      startedOn: row.started_on === null ? null : asDate(row.started_on),
      completedOn: row.completed_on === null ? null : asDate(row.completed_on),
    })),
  };
}

/** The job table's columns; the archive has them and one of its own (archived_on), which a union leaves out. */
const JOB_COLUMNS = [
  'id',
  'name',
  'priority',
  'data',
  'state',
  'retry_limit',
  'retry_count',
  'retry_delay',
  'retry_backoff',
  'start_after',
  'started_on',
  'singleton_key',
  'singleton_on',
  'expire_in',
  'created_on',
  'completed_on',
  'keep_until',
  'output',
  'dead_letter',
  'policy',
].join(', ');
