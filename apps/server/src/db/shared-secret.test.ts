import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app.ts';
import type { Database } from './client.ts';
import { platformSecrets } from './platform-schema.ts';
import { LEGACY_SECRET_KEY_FILE, legacySecretKey, sharedSigningKey } from './shared-secret.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await openTestDatabase()));
afterAll(async () => drop());

describe('the shared signing key', () => {
  it('is made once, by whoever asks first, and every later process reads that one', async () => {
    const keys = await Promise.all([sharedSigningKey(database.db), sharedSigningKey(database.db, 'c'.repeat(40))]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]?.length).toBeGreaterThanOrEqual(64);
    expect(await sharedSigningKey(database.db, 'd'.repeat(40))).toBe(keys[0]);
  });

  it("adopts the key an earlier version kept in DATA_DIR, so an upgrade invalidates no visitor's form", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-legacy-key-'));
    try {
      expect(legacySecretKey(dataDir)).toBeUndefined();
      fs.writeFileSync(path.join(dataDir, LEGACY_SECRET_KEY_FILE), `${'k'.repeat(48)}\n`);
      expect(legacySecretKey(dataDir)).toBe('k'.repeat(48));
      // A database this version has not yet started on.
      await database.db.delete(platformSecrets);
      expect(await sharedSigningKey(database.db, legacySecretKey(dataDir))).toBe('k'.repeat(48));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
