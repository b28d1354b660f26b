import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { HostNotificationsSchema, HostNotificationsUpdateSchema } from '@trg/contract/notices';
import { currentUser } from '../../plugins/auth.ts';
import { hostNotifications, setHostNotifications } from './preferences.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The host's choice of mail about their bookings: the daily digest, on or off. Hosts only (the subtree's guard). */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireGroup('professionals');

  app.get(
    API_PATHS.hostNotifications,
    {
      schema: {
        tags: ['dashboard'],
        summary: "The host's mail choices: whether the daily digest of new bookings is sent",
        security: [{ token: [] }],
        response: { 200: HostNotificationsSchema, ...refused },
      },
      onRequest: guard,
    },
    async (request) => hostNotifications(app.db, currentUser(request).id),
  );

  app.put(
    API_PATHS.hostNotifications,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Turns the daily digest of new bookings on or off; answers the choices',
        security: [{ token: [] }],
        body: HostNotificationsUpdateSchema,
        response: { 200: HostNotificationsSchema, 400: ApiErrorSchema, ...refused },
      },
      onRequest: guard,
    },
    async (request) => setHostNotifications(app.db, currentUser(request).id, request.body),
  );
};
