import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { BookingCancelInputSchema, BookingCancelResultSchema } from '@trg/contract/booking-cancel';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { currentUser } from '../../plugins/auth.ts';
import { queueWaitingListOffers } from '../cart/index.ts';
import { itemTag } from '../catalog/index.ts';
import { cancelBooking } from './cancel-booking.ts';
import { processDueRefunds } from './refunds.ts';

/** Each cancel emails the buyer and the host: a person cancels a few bookings an hour at most. */
const CANCELS_PER_HOUR = 20;

/** The buyer cancels their booking, refunded by the item's terms (issue 33, decision 0028). */
export const cancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.bookings.cancel,
    {
      schema: {
        tags: ['catalog (member)'],
        summary: "Cancel your booking of this item: refunded by its policy's terms, its tickets void, its places offered again",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: BookingCancelInputSchema,
        response: {
          200: BookingCancelResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
      preHandler: app.requireGroup('members'),
      config: {
        rateLimit: {
          max: CANCELS_PER_HOUR,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `booking-cancel:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const { itemId, parentId, ...result } = await cancelBooking(app.db, currentUser(request).id, request.params.id, request.body);
      // After the commit: the provider is asked now (a failure waits for the job's retry), the places are offered to
      // the waiting list first, and the item's public answers (places left) are dropped.
      await processDueRefunds(app.db, app.payments, (error) => request.log.warn({ err: error }, 'refund failed; will retry'));
      app.mail.kick();
      await queueWaitingListOffers(app.queue, [itemId], (error) =>
        request.log.warn({ err: error }, 'could not queue a waiting-list offer; the scan will'),
      );
      app.publicCache.invalidate(...[itemId, ...(parentId === null ? [] : [parentId])].map(itemTag));
      return result;
    },
  );
};
