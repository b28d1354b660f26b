import { sql, type AnyColumn } from 'drizzle-orm';
import { databaseErrorOf, describeDatabaseError } from './errors.ts';

/**
 * Work queues kept in tables (mail to send, refunds to make) share one retry policy: a claimed row is leased
 * for a while so that other instances leave it alone; a failure waits 1, 2, 4 ... minutes (at most 6 hours)
 * and the row is given up ('failed') after `maxAttempts`.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(6 * 60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** The columns to set when claiming a due row: one more attempt, leased until the lease runs out. */
export function claimColumns(attempts: AnyColumn, now: Date) {
  return { attempts: sql`${attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) };
}

/** The columns to set after a failed attempt: back to pending later, or failed for good. */
export function failureColumns(attempts: number, maxAttempts: number, error: unknown) {
  return {
    status: attempts >= maxAttempts ? ('failed' as const) : ('pending' as const),
    lastError: lastErrorOf(error),
    nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
  };
}

/** What is kept of a failure on the row: never a failed query's message, which quotes its parameters. */
function lastErrorOf(error: unknown): string {
  const database = databaseErrorOf(error);
  if (database) return describeDatabaseError(database);
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
