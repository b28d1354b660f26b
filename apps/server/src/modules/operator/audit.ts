import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { auditLog } from './schema.ts';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Records one entry, inside the caller's transaction. */
export type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * Runs one staff command in one transaction, with an `audit` that writes to the log inside it: the change and
 * its entry commit together or not at all. A command that wrote no entry is a bug, and rolls back (500), so no
 * staff route can change data unrecorded.
 */
export async function staffCommand<T>(db: Db, request: FastifyRequest, command: (tx: Db, audit: Audit) => Promise<T>): Promise<T> {
  const staff = currentUser(request);
  return db.transaction(async (tx) => {
    let entries = 0;
    const audit: Audit = async (entry) => {
      entries++;
      await tx.insert(auditLog).values({
        staffUserId: staff.id,
        staffUsername: staff.username,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
        summary: entry.summary,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    };
    const result = await command(tx, audit);
    if (entries === 0) throw new Error('A staff command changed data without writing the audit log.');
    return result;
  });
}
