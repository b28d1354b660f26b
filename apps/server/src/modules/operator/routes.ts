import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { AuditPageSchema, AuditQuerySchema, OPERATOR_PAGE_SIZE, StaffListSchema } from '@trg/contract/operator';
import { staffAccounts } from '../accounts/index.ts';
import { auditLog } from './schema.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };
/** `%`, `_` and `\` match themselves in a search. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The console's shared routes: the staff list (for assigning work) and the audit log. The auth plugin guards
 * the whole /api/operator subtree for the staff group before any route runs.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.staff,
    {
      schema: {
        tags: ['operator'],
        summary: 'The staff accounts, for assigning work',
        security: [{ token: [] }],
        response: { 200: StaffListSchema, ...refused },
      },
    },
    async () => {
      const rows = await staffAccounts(app.db);
      return {
        staff: rows.map((row) => ({ id: row.id, username: row.username, name: `${row.firstName} ${row.lastName}`.trim() || row.username })),
      };
    },
  );

  app.get(
    OPERATOR_API_PATHS.audit,
    {
      schema: {
        tags: ['operator'],
        summary: 'The audit log, newest first: search by text, action or subject',
        security: [{ token: [] }],
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { q, action, subjectType, subjectId, page } = request.query;
      const filters: SQL[] = [];
      if (q) {
        const pattern = likePattern(q);
        const text = or(ilike(auditLog.summary, pattern), ilike(auditLog.action, pattern), ilike(auditLog.staffUsername, pattern));
        if (text) filters.push(text);
      }
      if (action) filters.push(eq(auditLog.action, action));
      if (subjectType) filters.push(eq(auditLog.subjectType, subjectType));
      if (subjectId) filters.push(eq(auditLog.subjectId, subjectId));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(OPERATOR_PAGE_SIZE)
          .offset((page - 1) * OPERATOR_PAGE_SIZE),
        app.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        results: rows.map((row) => ({ ...row, at: row.at.toISOString(), before: row.before ?? null, after: row.after ?? null })),
        count: total?.n ?? 0,
        page,
        pageSize: OPERATOR_PAGE_SIZE,
      };
    },
  );
};
