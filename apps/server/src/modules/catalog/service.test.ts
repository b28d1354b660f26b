import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../testing/test-app.ts';
import type { Database } from '../../db/client.ts';
import { createCatalogItem, createProfessional } from '../../testing/factories.ts';
import { catalogItems } from './schema.ts';
import { cancelItem } from './service.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const statusOf = async (id: number) =>
  (await database.db.select({ status: catalogItems.status }).from(catalogItems).where(eq(catalogItems.id, id)))[0]?.status;

describe('cancelItem, the seam for refunds', () => {
  it('calls the hook inside its transaction, with the item already Cancelled', async () => {
    const host = await createProfessional(database.db);
    const item = await createCatalogItem(database.db, host.user.id);
    const seen: { itemId: number; status: string | undefined }[] = [];
    const saved = await cancelItem(database.db, { hostId: host.user.id, kind: 'event', itemId: item.id }, async (tx, itemId) => {
      const [row] = await tx.select({ status: catalogItems.status }).from(catalogItems).where(eq(catalogItems.id, itemId));
      seen.push({ itemId, status: row?.status });
    });
    expect(saved.status).toBe('Cancelled');
    expect(saved.cancelledAt).toBeInstanceOf(Date);
    expect(seen).toEqual([{ itemId: item.id, status: 'Cancelled' }]);
  });

  it('rolls the cancellation back when the hook fails (no cancellation without refunds)', async () => {
    const host = await createProfessional(database.db);
    const item = await createCatalogItem(database.db, host.user.id);
    await expect(
      cancelItem(database.db, { hostId: host.user.id, kind: 'event', itemId: item.id }, async () => {
        throw new Error('payment provider down');
      }),
    ).rejects.toThrow('payment provider down');
    expect(await statusOf(item.id)).toBe('Active');
  });

  it("refuses another host's item as not found, without calling the hook", async () => {
    const host = await createProfessional(database.db);
    const other = await createProfessional(database.db);
    const item = await createCatalogItem(database.db, host.user.id);
    let called = false;
    await expect(
      cancelItem(database.db, { hostId: other.user.id, kind: 'event', itemId: item.id }, async () => {
        called = true;
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(called).toBe(false);
    expect(await statusOf(item.id)).toBe('Active');
  });
});
