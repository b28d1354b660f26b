import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HostDashboardSchema, MemberDashboardSchema } from '@trg/contract/dashboard';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import type { DashboardPorts } from './ports.ts';
import { hostDashboard, memberDashboard } from './service.ts';

export interface DashboardRoutesOptions {
  ports: DashboardPorts;
}

/** The dashboards' home pages: the member's next booking and waiting reviews; the host's sales and drafts. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { ports }) => {
  app.get(
    API_PATHS.memberDashboard,
    {
      schema: {
        tags: ['dashboard'],
        summary: "The member's next booking and the reviews they can write",
        security: [{ token: [] }],
        response: { 200: MemberDashboardSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
      onRequest: app.requireGroup('members'),
    },
    async (request) => memberDashboard(app.db, ports, currentUser(request).id),
  );

  app.get(
    API_PATHS.hostDashboard,
    {
      schema: {
        tags: ['dashboard'],
        summary: "The host's tickets and takings this month, upcoming items with their sales, drafts and sales by week",
        security: [{ token: [] }],
        response: { 200: HostDashboardSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
      onRequest: app.requireGroup('professionals'),
    },
    async (request) => hostDashboard(app.db, ports, currentUser(request).id),
  );
};
