import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { EmptyBodySchema, ItemIdParamsSchema } from '@trg/contract/params';
import { WaitingListStatusSchema } from '@trg/contract/waiting-list';
import { currentUser } from '../../plugins/auth.ts';
import {
  itemsWithWaitingLists,
  joinWaitingList,
  leaveWaitingList,
  offerFreedPlaces,
  queueWaitingListOffers,
  WAITING_LIST_QUEUES,
  waitingListStatus,
} from './waiting-list.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const common = { tags: ['cart'], security: [{ token: [] }] };
const OfferJob = z.object({ itemId: z.number().int().positive() });

/**
 * The waiting lists of sold-out items and slots: members join, look and leave; the queue offers freed places to the
 * first in line with a hold, and lets lapsed holds pass on (a job per item, and a scan every minute).
 */
export const waitingListModule: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const members = app.requireGroup('members');
  const onError = (error: unknown) => app.log.error({ err: error }, 'could not queue a waiting-list offer; the scan will');

  /** Offers an item's free places, then looks again when the holds it made lapse. */
  const offer = async (itemId: number) => {
    const holds = await offerFreedPlaces(app.db, itemId, publicUrl);
    if (holds.length > 0) app.mail.kick();
    const lapse = holds[0]?.holdUntil;
    if (lapse) {
      await app.queue.send(
        WAITING_LIST_QUEUES.offer,
        { itemId },
        { singletonKey: `lapse:${itemId}:${lapse.getTime()}`, startAfter: new Date(lapse.getTime() + 1000) },
      );
    }
  };
  app.queue.define({ name: WAITING_LIST_QUEUES.offer, data: OfferJob, handle: ({ itemId }) => offer(itemId) });
  app.queue.define({
    name: WAITING_LIST_QUEUES.scan,
    data: z.object({}),
    cron: '* * * * *',
    retryLimit: 1,
    handle: async () => {
      for (const itemId of await itemsWithWaitingLists(app.db)) await offer(itemId);
    },
  });

  app.get(
    API_PATHS.waitingList.status,
    {
      schema: {
        ...common,
        summary: 'Where the member stands on the waiting list of a sold-out item or slot',
        params: ItemIdParamsSchema,
        response: { 200: WaitingListStatusSchema, ...errors },
      },
      preValidation: members,
    },
    async (request) => waitingListStatus(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    API_PATHS.waitingList.join,
    {
      schema: {
        ...common,
        summary: 'Join the waiting list of a sold-out item or slot (once); the first in line is emailed when a place frees',
        params: ItemIdParamsSchema,
        body: EmptyBodySchema,
        response: { 200: WaitingListStatusSchema, ...errors },
      },
      preValidation: members,
    },
    async (request) => joinWaitingList(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    API_PATHS.waitingList.leave,
    {
      schema: {
        ...common,
        summary: 'Leave the waiting list of an item or slot; a place held for the member passes to the next in line',
        params: ItemIdParamsSchema,
        body: EmptyBodySchema,
        response: { 200: WaitingListStatusSchema, ...errors },
      },
      preValidation: members,
    },
    async (request) => {
      const { status, releasedHold } = await leaveWaitingList(app.db, currentUser(request).id, request.params.id);
      if (releasedHold) await queueWaitingListOffers(app.queue, [request.params.id], onError);
      return status;
    },
  );
};
