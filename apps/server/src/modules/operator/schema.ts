import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change a member of staff makes from the operator's console: who, what, when, and the
 * subject before and after. Append-only: a trigger (migration 0012) refuses UPDATE and DELETE, so not even a
 * staff route with a bug can rewrite history. The username is copied, so an entry outlives its author's account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: removing a staff account must not rewrite the entries it wrote (the log is append-only). */
    staffUserId: integer('staff_user_id'),
    staffUsername: text('staff_username').notNull(),
    /** What was done, as `area.verb`: `request.reply`, `order.refund`, `voucher.create`... */
    action: text('action').notNull(),
    /** What it was done to: `request`, `order`, `host`, `voucher`... and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** One line a person reads in the log. */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
    index('audit_log_staff_user_id_idx').on(table.staffUserId),
  ],
);
