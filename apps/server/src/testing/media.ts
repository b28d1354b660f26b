import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaVariants } from '../modules/media/schema.ts';

/** The keys of every stored image, sorted. */
export async function storedImageKeys(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ key: mediaVariants.key }).from(mediaVariants).orderBy(mediaVariants.key);
  return rows.map(({ key }) => key);
}

/** The widths stored for an image (none once it is removed). */
export async function storedWidths(db: Db, key: string): Promise<number[]> {
  const rows = await db
    .select({ width: mediaVariants.width })
    .from(mediaVariants)
    .where(eq(mediaVariants.key, key))
    .orderBy(mediaVariants.width);
  return rows.map(({ width }) => width);
}
