import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { OPERATOR_PAGE_SIZE } from '@trg/contract/operator';
import { SignUpsPageSchema, SignUpsQuerySchema, signUpsFilename } from '@trg/contract/operator-requests';
import { toCsv } from '@trg/contract/csv';
import { countryName } from '@trg/contract/lists/countries';
import { consentedSignUps, searchSignUps } from '../contact/index.ts';
import { staffCommand } from './audit.ts';
import { likePattern } from './routes.ts';
import { referralLabel } from './requests-routes.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export const SIGN_UP_CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Country',
  'City',
  'How they heard of us',
  'Signed up',
  'Last updated',
  'Sign-ups',
];

/** The newsletter sign-ups: a searchable list, and a CSV export of those who consented, audited. */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.signUps,
    {
      schema: {
        tags: ['operator'],
        summary: 'Newsletter sign-ups, newest first: search name, email and city',
        security: [{ token: [] }],
        querystring: SignUpsQuerySchema,
        response: { 200: SignUpsPageSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const { rows, count } = await searchSignUps(app.db, {
        pattern: q ? likePattern(q) : undefined,
        limit: OPERATOR_PAGE_SIZE,
        offset: (page - 1) * OPERATOR_PAGE_SIZE,
      });
      return {
        results: rows.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          countryCode: row.countryCode,
          city: row.city,
          referralSource: referralLabel(row.referralSource),
          signUpCount: row.signUpCount,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        count,
        page,
        pageSize: OPERATOR_PAGE_SIZE,
      };
    },
  );

  app.get(
    OPERATOR_API_PATHS.signUpsExport,
    {
      schema: {
        tags: ['operator'],
        summary: 'The sign-ups who consented to the newsletter, as CSV (safe to open in a spreadsheet); written in the audit log',
        security: [{ token: [] }],
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV: ' + SIGN_UP_CSV_HEADER.join(', ')), ...refused },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const csv = await staffCommand(app.db, request, async (tx, audit) => {
        const rows = await consentedSignUps(tx);
        await audit({
          action: 'signups.export',
          subjectType: 'sign-ups',
          summary: `Exported ${rows.length} newsletter sign-up${rows.length === 1 ? '' : 's'} as CSV`,
          after: { count: rows.length },
        });
        return toCsv([
          SIGN_UP_CSV_HEADER,
          ...rows.map((row) => [
            row.firstName,
            row.lastName,
            row.email,
            row.phone,
            countryName(row.countryCode) ?? row.countryCode,
            row.city,
            referralLabel(row.referralSource),
            row.createdAt.toISOString(),
            row.updatedAt.toISOString(),
            row.signUpCount,
          ]),
        ]);
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${signUpsFilename(now.toISOString().slice(0, 10))}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
