import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { StatementQuerySchema } from '@trg/contract/bank';
import { ApiErrorSchema } from '@trg/contract/errors';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.ts';
import { hostStatement, statementCsv } from './statements.ts';

/** Ours (decision 0030): the signed-in host's monthly statement, as CSV. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API_PATHS.hostStatement,
    {
      schema: {
        tags: ['profiles'],
        security: [{ token: [] }],
        summary:
          "The signed-in host's statement for a month: sales, fees with their invoice numbers, refunds, disputes, payouts, balance (CSV)",
        querystring: StatementQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
      preHandler: app.requireGroup('professionals'),
    },
    async (request, reply) => {
      const { month, currency } = request.query;
      const statement = await hostStatement(db, currentUser(request).id, currency, month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${month}-${currency}.csv"`)
        .header('cache-control', 'no-store')
        .send(statementCsv(statement));
    },
  );
};
