import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import {
  resolveRange,
  statsCsv,
  statsCsvFilename,
  StatsExportQuerySchema,
  StatsQuerySchema,
  StatsSchema,
} from '@trg/contract/operator-charts';
import { loadStats } from './stats.ts';

const refused = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/**
 * The overview's figures: read-only, so no audit entry. The range is whole UTC days,
 * by default the last 30 up to today.
 */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.stats,
    {
      schema: {
        tags: ['operator'],
        summary: 'Sales by day and by item per currency, page views by path and the funnel, over a range of days (UTC)',
        security: [{ token: [] }],
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema, ...refused },
      },
    },
    async (request, reply) => {
      const range = resolveRange(request.query);
      reply.header('cache-control', 'no-store');
      return loadStats(app.db, { ...range, currency: request.query.currency });
    },
  );

  app.get(
    OPERATOR_API_PATHS.statsExport,
    {
      schema: {
        tags: ['operator'],
        summary: "One of the overview's charts as a CSV file",
        security: [{ token: [] }],
        querystring: StatsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, one row per point of the chart'), ...refused },
      },
    },
    async (request, reply) => {
      const { chart, currency } = request.query;
      const range = resolveRange(request.query);
      const csv = statsCsv(chart, await loadStats(app.db, { ...range, currency }));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statsCsvFilename(chart, { ...range, currency })}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
