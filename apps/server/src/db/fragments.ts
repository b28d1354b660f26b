import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A json or jsonb value as the driver hands it over: node-postgres and PGlite parse it, but a value read
 * through a text cast, or by a driver that leaves it alone, arrives as its text.
 */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * A column named with its table ("orders"."id"). Drizzle leaves a column bare in a selected field of a
 * one-table query, where a subquery's own columns of the same name would capture it; a subquery used as a
 * field names every column this way.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
