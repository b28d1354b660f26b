// Writes the wine reference data files into the newest *_wine-reference-data migration, so that the data is
// loaded with the migrations. To change the data: edit the files under
// apps/server/src/modules/wine-reference/data, create a new migration for it with
//   npx drizzle-kit generate --custom --name=wine-reference-data --config apps/server/drizzle.config.ts
// (an applied migration never runs again; when the data needs a schema change, change schema.ts and run
//   npx drizzle-kit generate --name=wine-reference-data --config apps/server/drizzle.config.ts
// instead: the script keeps the change drizzle-kit wrote above the data) and run this script:
//   node --import tsx scripts/wine-reference-migration.ts [--check]
// --check writes nothing and fails when the migration differs from the data files.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MIGRATIONS_DIR } from '../apps/server/src/db/client.ts';
import { loadWineReferenceData } from '../apps/server/src/modules/wine-reference/data.ts';
import {
  latestWineReferenceMigration,
  schemaChangesOf,
  wineReferenceMigrationSql,
} from '../apps/server/src/modules/wine-reference/migration-sql.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const file = latestWineReferenceMigration(MIGRATIONS_DIR);
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
const sql = schemaChangesOf(current) + wineReferenceMigrationSql(loadWineReferenceData());
const relative = path.relative(process.cwd(), file);

if (values.check) {
  if (current !== sql) {
    console.error(`${relative} differs from the data files; run node --import tsx scripts/wine-reference-migration.ts`);
    process.exit(1);
  }
  console.log(`${relative} matches the data files`);
} else {
  fs.writeFileSync(file, sql);
  console.log(`wrote ${relative} (${Math.round(sql.length / 1024)} KiB)`);
}
