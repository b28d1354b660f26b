import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { seedDemoData } from './seed/seed.ts';

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

const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });

if (config.SEED_DEMO_DATA && (await seedDemoData(database.db))) {
  app.log.info('loaded demo data into the empty database');
}

// In-flight requests finish, then the database closes; a second signal or 10 s forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

// The address actually bound (PORT=0 picks a free port), and the public address links are made with.
const address = await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`${config.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'} database; listening on ${address}; public URL ${config.PUBLIC_URL}`);
