import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

type Task = (now: Date) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Adds a housekeeping task, run in order with the others on every tick. */
      add(name: string, task: Task): void;
      /**
       * Runs every task once now (each failure is logged and the rest still run); false when another
       * instance was running them, so that none ran here.
       */
      runAll(now?: Date): Promise<boolean>;
    };
  }
}

/** The PostgreSQL advisory lock a housekeeping tick holds, so that one instance at a time runs it ("trg:jobs"). */
export const JOBS_LOCK_KEY = 7_418_230_560;

/**
 * Runs `work` unless another instance holds the lock (then answers false): on PostgreSQL under a
 * transaction-scoped advisory lock, held by one pooled connection for the work's length and let go when it
 * ends or the process dies, as the payments reconcile job does (the work itself uses other connections).
 * Embedded PGlite is one process with one connection, so nothing else can be running it, and a transaction
 * would hold the one connection the work needs.
 */
async function unlessRunningElsewhere(database: Pick<Database, 'db' | 'kind'>, work: () => Promise<void>): Promise<boolean> {
  if (database.kind === 'pglite') {
    await work();
    return true;
  }
  return database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${JOBS_LOCK_KEY}::bigint) as locked`);
    if (!row?.locked) return false;
    await work();
    return true;
  });
}

/**
 * Housekeeping in the server process on a timer (no extra process). However many processes and machines
 * share the database, one at a time runs a tick (the others skip theirs); a tick never overlaps the previous
 * one, and closing the app waits for a running tick.
 */
export const jobsPlugin = fp<{ intervalSeconds: number }>(
  async (app, { intervalSeconds }) => {
    const tasks: { name: string; task: Task }[] = [];
    const runTasks = async (now: Date) => {
      for (const { name, task } of tasks) {
        try {
          await task(now);
        } catch (error) {
          app.log.warn({ err: error, job: name }, 'background job failed; it runs again on the next tick');
        }
      }
    };
    const runAll = (now = new Date()) => unlessRunningElsewhere(app.database, () => runTasks(now));
    app.decorate('jobs', { add: (name: string, task: Task) => void tasks.push({ name, task }), runAll });

    const tick = async () => {
      try {
        if (!(await runAll())) app.log.debug('housekeeping skipped: another instance is running it');
      } catch (error) {
        // The lock's connection failed (the database is unreachable): the next tick tries again.
        app.log.warn({ err: error }, 'housekeeping skipped; it runs again on the next tick');
      }
    };
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    if (intervalSeconds > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          running ??= tick().finally(() => {
            running = null;
          });
        }, intervalSeconds * 1000);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      if (running) await running;
    });
  },
  { decorators: { fastify: ['database'] } },
);
