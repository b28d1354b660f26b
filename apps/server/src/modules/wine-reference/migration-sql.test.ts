import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { loadWineReferenceData } from './data.ts';
import { latestWineReferenceMigration, wineReferenceMigrationSql } from './migration-sql.ts';

describe('the wine reference data migration', () => {
  it('is registered in the journal and holds exactly what the data files hold', () => {
    const file = latestWineReferenceMigration(MIGRATIONS_DIR);
    expect(path.basename(file)).toMatch(/^\d{4}_wine-reference-data\.sql$/);
    // On failure: node --import tsx scripts/wine-reference-migration.ts
    expect(fs.readFileSync(file, 'utf8')).toBe(wineReferenceMigrationSql(loadWineReferenceData()));
  });

  it('writes one multi-row INSERT per list, quoting names with apostrophes', () => {
    const sql = wineReferenceMigrationSql(loadWineReferenceData());
    expect(sql.match(/^INSERT INTO /gm)).toHaveLength(13);
    expect(sql).toContain(`('FR-BUR-CHABLIS-PREMIER-CRU-FOURCHAUME-L-HOMME-MORT', 'L''Homme Mort', `);
  });
});
