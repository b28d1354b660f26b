import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { platformSecrets } from './platform-schema.ts';

const SIGNING = 'signing';

/** Where versions before the shared key kept the key they generated (DATA_DIR/secret-key). */
export const LEGACY_SECRET_KEY_FILE = 'secret-key';

/** The key an earlier version generated into DATA_DIR, if any: adopted as the shared key, so an upgrade invalidates no cookie. */
export function legacySecretKey(dataDir: string): string | undefined {
  try {
    const key = fs.readFileSync(path.join(dataDir, LEGACY_SECRET_KEY_FILE), 'utf8').trim();
    return key.length >= 32 ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The key every process signs with (the csrftoken cookie), kept in the database: the first process to ask creates
 * it (from `candidate`, else 48 random bytes) and every later one, on any machine, reads that one. The insert
 * that loses a race changes nothing, and both read the winner's key.
 */
export async function sharedSigningKey(db: Db, candidate?: string): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name: SIGNING, value: candidate ?? randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: platformSecrets.value }).from(platformSecrets).where(eq(platformSecrets.name, SIGNING));
  if (!row) throw new Error('the shared signing key could not be read back');
  return row.value;
}
