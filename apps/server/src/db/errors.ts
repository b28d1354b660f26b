import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a failed query may tell a log or a client: PostgreSQL's SQLSTATE and the names of what it touched. Never
 * its parameters, its SQL text or the server's message and detail, which quote the values sent (names, emails,
 * phones, addresses, client secrets).
 */
export interface DatabaseErrorFacts {
  /** The SQLSTATE, such as '23505'; for a query that failed outside the server (a dropped connection), the driver's code or 'unknown'. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The statement's first keyword and table, such as 'insert into "users"'. */
  query?: string;
}

type Link = Record<string, unknown>;

const isLink = (value: unknown): value is Link => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** PostgreSQL's own error, as node-postgres and PGlite both raise it: a five-character SQLSTATE and a severity. */
const isServerError = (link: Link) => typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) && typeof link.severity === 'string';

/** 'insert into "users"', 'update "orders"', 'select from "catalog_items"': enough to find the statement, no values. */
export function queryName(sql: string): string {
  const statement = sql.trim();
  const write = /^(insert\s+into|update|delete\s+from)\s+("[^"]+"|\w+)/i.exec(statement);
  if (write?.[1] && write[2]) return `${write[1].toLowerCase().replace(/\s+/g, ' ')} ${write[2]}`;
  const keyword = /^\w+/.exec(statement)?.[0].toLowerCase() ?? 'query';
  const from = /\bfrom\s+("[^"]+"|\w+)/i.exec(statement);
  return from?.[1] ? `${keyword} from ${from[1]}` : keyword;
}

/**
 * The facts of a failed query anywhere in an error's `cause` chain (Drizzle wraps the driver's error), whichever
 * driver raised it; undefined when the error did not come from the database.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFacts | undefined {
  let fromDrizzle = false;
  let sql: string | undefined;
  let driverCode: string | undefined;
  const seen = new Set<Link>();
  for (let link: unknown = error; isLink(link) && !seen.has(link); link = link.cause) {
    seen.add(link);
    fromDrizzle ||= link instanceof DrizzleQueryError;
    // Drizzle's error carries the SQL, and so does PGlite's own.
    sql ??= text(link.query);
    if (isServerError(link)) {
      return {
        code: link.code as string,
        constraint: text(link.constraint),
        table: text(link.table),
        column: text(link.column),
        query: nameOf(sql),
      };
    }
    driverCode ??= text(link.code);
  }
  return fromDrizzle ? { code: driverCode ?? 'unknown', query: nameOf(sql) } : undefined;
}

const nameOf = (sql: string | undefined) => (sql === undefined ? undefined : queryName(sql));

/** One line naming a database failure without its values, for logs and stored 'last error' columns. */
export function describeDatabaseError(facts: DatabaseErrorFacts): string {
  const names = [facts.query, facts.constraint && `constraint ${facts.constraint}`, facts.column && `column ${facts.column}`];
  return [`database error ${facts.code}`, ...names.filter(Boolean)].join(', ');
}

/** node-postgres's pool when no connection freed within its wait (DATABASE_POOL_WAIT_MS). */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/** True when a query failed because every pooled connection stayed busy for the whole bounded wait. */
export function isPoolExhausted(error: unknown): boolean {
  const seen = new Set<Link>();
  for (let link: unknown = error; isLink(link) && !seen.has(link); link = link.cause) {
    seen.add(link);
    if (link instanceof Error && link.message === POOL_TIMEOUT) return true;
  }
  return false;
}
