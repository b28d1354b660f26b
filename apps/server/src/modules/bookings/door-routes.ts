import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { door } from '@trg/contract/api-paths/hosts';
import { ApiErrorSchema } from '@trg/contract/errors';
import { CheckInBatchSchema, CheckInResultsSchema, GuestListSchema } from '@trg/contract/guest-list';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { currentUser } from '../../plugins/auth.ts';
import { checkInTickets, guestList } from './door.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The host's guest list of an item or slot, and its check-ins at the door: the item's own host only. */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireGroup('professionals');

  app.get(
    door.guestList,
    {
      schema: {
        tags: ['catalog (host)'],
        summary: "An item's (or one slot's) guests: names, booking references, tickets, amounts paid, status and check-ins",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: GuestListSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => guestList(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    door.checkIn,
    {
      schema: {
        tags: ['catalog (host)'],
        summary: 'Let in the holders of scanned or typed tickets, once each: one scan, or the queue of a phone that was offline',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: CheckInBatchSchema,
        response: { 200: CheckInResultsSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const { id } = currentUser(request);
      return checkInTickets(app.db, { hostId: id, userId: id }, request.params.id, request.body.checkIns);
    },
  );
};
