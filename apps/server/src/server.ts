import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { ProcessPlan } from './cluster.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Tracing patches http, fastify and pg as they load, so it starts before the app is imported, and only when asked
// for: nothing of OpenTelemetry loads otherwise. The app's modules are imported only below, and dynamically.
const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('./tracing.ts')).startTracing() : undefined;
const { buildApp } = await import('./app.ts');
const { GRACE_MS, listeningLine, loadDemoData, planProcesses, processLogger, runPrimary, runWorker } = await import('./cluster.ts');
const { openConfiguredDatabase } = await import('./db/open-configured.ts');
/** The spans still held go out last, after the app and the database have closed. */
const afterClose = async () => tracing?.shutdown();

/** The whole server in this one process: the database, the app and the port. */
async function serveAlone(config: Config, plan: ProcessPlan): Promise<void> {
  // The demo data is loaded before the app (which needs the migrated database) exists: logged as the app logs.
  const database = await openConfiguredDatabase(config, { thenOnce: (opened) => loadDemoData(config, opened, processLogger(config)) });
  const app = await buildApp({ config, database });
  if (plan.note) app.log[plan.note.level](plan.note.message);

  // In-flight requests finish, then the database closes; a second signal or GRACE_MS forces the exit.
  closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await afterClose();
  });

  // The address actually bound (PORT=0 picks a free port), and the public address links are made with.
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(listeningLine(config, address));
}

const plan = planProcesses(config);
if (cluster.isWorker) await runWorker(config, afterClose);
else if (plan.processes > 1) await runPrimary(config, plan.processes, afterClose);
else await serveAlone(config, plan);
