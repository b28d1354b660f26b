import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Node Buffer (both drivers hand back a Uint8Array or Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The re-encoded variants of every uploaded image, one row a width, in the database so that every instance
 * serves every image (they are written once and never change; a key's rows are deleted together).
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    key: text('key').notNull(),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.width] })],
);
