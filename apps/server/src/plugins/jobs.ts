import fp from 'fastify-plugin';

type Task = (now: Date) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Adds a housekeeping task, run in order with the others on every tick. */
      add(name: string, task: Task): void;
      /** Runs every task once now (each failure is logged and the rest still run). */
      runAll(now?: Date): Promise<void>;
    };
  }
}

/**
 * Housekeeping in the server process on a timer (no extra process). Tasks must be safe to run on several
 * instances at once; a tick never overlaps the previous one, and closing the app waits for a running tick.
 */
export const jobsPlugin = fp<{ intervalSeconds: number }>(async (app, { intervalSeconds }) => {
  const tasks: { name: string; task: Task }[] = [];
  const runAll = async (now = new Date()) => {
    for (const { name, task } of tasks) {
      try {
        await task(now);
      } catch (error) {
        app.log.warn({ err: error, job: name }, 'background job failed; it runs again on the next tick');
      }
    }
  };
  app.decorate('jobs', { add: (name: string, task: Task) => void tasks.push({ name, task }), runAll });

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  if (intervalSeconds > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= runAll().finally(() => {
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
});
