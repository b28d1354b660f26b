import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { HostDetailSchema, HostsPageSchema, HostsQuerySchema, HostSuspensionInputSchema } from '@trg/contract/operator-hosts';
import { staffCommand } from './audit.ts';
import { hostDetail, searchHosts, setSuspension } from './hosts.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const common = { tags: ['operator'], security: [{ token: [] }] };

/** The console's hosts: the list with sales and payouts due, one host with their items, suspend and reinstate. */
export const operatorHostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.hosts,
    {
      schema: {
        ...common,
        summary: 'Hosts (professionals): business name, items, tickets sold, takings and payouts due per currency, suspended or not',
        querystring: HostsQuerySchema,
        response: { 200: HostsPageSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => searchHosts(app.db, request.query),
  );

  app.get(
    OPERATOR_API_PATHS.host,
    {
      schema: {
        ...common,
        summary: 'One host with their items, sales and takings',
        params: ItemIdParamsSchema,
        response: { 200: HostDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => hostDetail(app.db, request.params.id),
  );

  for (const [path, suspend] of [
    [OPERATOR_API_PATHS.hostSuspend, true],
    [OPERATOR_API_PATHS.hostReinstate, false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          ...common,
          summary: suspend
            ? 'Suspend a host: their items leave the listings and cannot be bought; paid bookings stay valid; they are emailed'
            : 'Reinstate a suspended host; they are emailed',
          params: ItemIdParamsSchema,
          body: HostSuspensionInputSchema,
          response: { 200: HostDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
        },
      },
      async (request) => {
        const tags = await staffCommand(app.db, request, (tx, audit) =>
          setSuspension(tx, audit, request.params.id, suspend, request.body.reason),
        );
        app.publicCache.invalidate(...tags);
        app.mail.kick();
        return hostDetail(app.db, request.params.id);
      },
    );
  }
};
