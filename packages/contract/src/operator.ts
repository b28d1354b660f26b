import { z } from './zod.ts';
import { inputObject, singleLineText } from './text.ts';

/**
 * The operator's console, the parts every area shares: paging, the staff who can be assigned work, and
 * the audit log. Each area's own payloads are in `operator-<area>.ts`.
 */

const PAGE_MESSAGE = 'The page must be a whole number from 1.';
export const OPERATOR_PAGE_SIZE = 25;

/** `?page=` of any console list; 25 rows a page. */
export const pageParam = () =>
  z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(100_000, { error: PAGE_MESSAGE })
    .default(1);

/** `?q=`: free-text search, trimmed; empty means everything. */
export const searchParam = () => singleLineText().trim().max(200, { error: 'Search for at most 200 characters.' }).default('');

/** A page of a console list. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ results: z.array(row), count: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const StaffMemberSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });

/** GET /api/operator/audit */
export const AuditQuerySchema = inputObject({
  q: searchParam(),
  /** Exact action, as `order.refund`. */
  action: singleLineText().trim().max(60).optional(),
  subjectType: singleLineText().trim().max(40).optional(),
  subjectId: singleLineText().trim().max(40).optional(),
  page: pageParam(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffUsername: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
