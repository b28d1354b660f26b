import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { StatementQuerySchema, StatementSchema } from '@trg/contract/bank';
import { ApiErrorSchema } from '@trg/contract/errors';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { hostBusinesses } from '../profiles/index.ts';
import { hostStatement, statementCsv, statementView } from './statements.ts';

/** Ours (decision 0030): the signed-in host's monthly statement, as CSV (or its figures as JSON, `format=json`). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.hostStatement,
    {
      schema: {
        tags: ['profiles'],
        security: [{ token: [] }],
        summary:
          "The signed-in host's statement for a month: sales, fees with their invoice numbers, refunds, disputes, payouts, balance (CSV; `format=json` for the same figures as JSON)",
        querystring: StatementQuerySchema,
        produces: ['text/csv', 'application/json'],
        response: {
          200: z.union([z.string().describe('CSV'), StatementSchema]),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
      preHandler: app.requireGroup('professionals'),
    },
    async (request, reply) => {
      const { month, currency, format } = request.query;
      const hostId = currentUser(request).id;
      const [statement, businesses] = await Promise.all([hostStatement(db, hostId, currency, month), hostBusinesses(db, [hostId])]);
      const business = businesses.get(hostId);
      const view = statementView(statement, business?.businessName ?? business?.contactName ?? '');
      if (format === 'json') return reply.header('cache-control', 'no-store').send(view);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${month}-${currency}.csv"`)
        .header('cache-control', 'no-store')
        .send(statementCsv(view));
    },
  );
};
