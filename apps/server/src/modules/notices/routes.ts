import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { HostNotificationsSchema, HostNotificationsUpdateSchema } from '@trg/contract/notices';
import { currentUser } from '../../plugins/auth.ts';
import { hostNotifications, setHostNotifications } from './preferences.ts';
import { GUEST_MESSAGE_LIMITS, GuestMessageInputSchema, GuestMessageLogSchema, GuestMessageSchema } from '@trg/contract/guest-messages';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { perUser } from '../../plugins/rate-limit.ts';
import { guestMessageLog, sendGuestMessage } from './guest-messages.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

export interface NoticeRoutesOptions {
  /** Asks the outbox to send what was just queued. */
  mailQueued: () => void;
}

/** The host's choice of mail about their bookings: the daily digest, on or off. Hosts only (the subtree's guard). */
export const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (app, { mailQueued }) => {
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

  // Ours (issue 32): the host writes to the guests of an item or slot; the log shows what was sent, never to whom.
  app.get(
    API_PATHS.guestMessages,
    {
      schema: {
        tags: ['catalog (host)'],
        summary: "How many guests the host's item (or slot) has, and the messages sent to them, newest first",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: GuestMessageLogSchema, 404: ApiErrorSchema, ...refused },
      },
      onRequest: guard,
    },
    async (request) => guestMessageLog(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    API_PATHS.guestMessages,
    {
      schema: {
        tags: ['catalog (host)'],
        summary: `Emails every guest of the host's item (or slot) holding a paid booking: subject and text; ${GUEST_MESSAGE_LIMITS.perItemPerHour} an hour per item`,
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: GuestMessageInputSchema,
        response: { 201: GuestMessageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema, ...refused },
      },
      onRequest: guard,
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000, keyGenerator: perUser } },
    },
    async (request, reply) => {
      const sent = await sendGuestMessage(app.db, currentUser(request).id, request.params.id, request.body);
      mailQueued();
      return reply.code(201).send(sent);
    },
  );
};
