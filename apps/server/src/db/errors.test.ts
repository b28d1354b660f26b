import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { databaseErrorOf, queryName } from './errors.ts';
import { failureColumns } from './retries.ts';

// As node-postgres and PGlite raise it: the server's message and detail quote the values.
const duplicateEmail = () =>
  new DrizzleQueryError(
    'insert into "users" ("id", "email", "first_name") values (default, $1, $2) returning "id"',
    ['ada.vine@example.com', 'Ada'],
    Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_key"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_lower_key',
      detail: 'Key (lower(email))=(ada.vine@example.com) already exists.',
    }),
  );

describe('database errors', () => {
  it('name a statement by its first keyword and table, without values', () => {
    expect(queryName('insert into "users" ("email") values ($1)')).toBe('insert into "users"');
    expect(queryName('update "orders" set "status" = $1 where "id" = $2')).toBe('update "orders"');
    expect(queryName('delete from "auth_tokens" where "key" = $1')).toBe('delete from "auth_tokens"');
    expect(queryName('select "id", "email" from "users" where lower("email") = $1')).toBe('select from "users"');
    expect(queryName("select 'ada@example.com'::int")).toBe('select');
  });

  it('find the code, constraint, table and statement through the cause chain, and nothing else', () => {
    const facts = databaseErrorOf(new Error('registering failed', { cause: duplicateEmail() }));
    expect(facts).toEqual({
      code: '23505',
      constraint: 'users_email_lower_key',
      table: 'users',
      column: undefined,
      query: 'insert into "users"',
    });
    expect(databaseErrorOf(new Error('not from the database'))).toBeUndefined();
    expect(databaseErrorOf(new DrizzleQueryError('select 1', [], new Error('Connection terminated')))).toEqual({
      code: 'unknown',
      query: 'select',
    });
  });

  it("keep the parameters out of a queued row's last error", () => {
    const { lastError } = failureColumns(1, 5, duplicateEmail());
    expect(lastError).toBe('database error 23505, insert into "users", constraint users_email_lower_key');
    expect(failureColumns(1, 5, new Error('SMTP refused')).lastError).toBe('SMTP refused');
  });
});
