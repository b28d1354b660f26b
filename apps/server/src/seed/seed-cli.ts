import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { seedDemoData, seedSyntheticEvents } from './seed.ts';

// npm run seed                 -> demo data, when the database is empty
// npm run seed -- --events N   -> and N synthetic published events for benchmarks
const { values } = parseArgs({ options: { events: { type: 'string' } } });
const events = values.events === undefined ? 0 : Number(values.events);
if (!Number.isInteger(events) || events < 0 || events > 1_000_000) {
  console.error('--events takes a whole number from 0 to 1000000');
  process.exit(2);
}

const database = await openConfiguredDatabase(loadConfig());
try {
  const seeded = await seedDemoData(database.db);
  console.log(seeded ? 'demo data loaded' : 'demo data already present');
  if (events > 0) console.log(`added ${await seedSyntheticEvents(database.db, events)} synthetic events`);
} finally {
  await database.close();
}
