import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyBookingSchema, MyEventsAndExperiencesSchema } from '@trg/contract/catalog';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { API_PATHS } from '@trg/contract/api-paths';
import type { TicketPricing } from '../catalog/index.ts';
import { memberBooking, memberBookings, type CancellationQuotes, type PresentBookedItem } from './bookings.ts';
import { TicketCodeParamsSchema, TicketTransferInputSchema, TicketTransferResultSchema } from '@trg/contract/waiting-list';
import { transferTicket } from './transfer.ts';

const memberErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
/** Each transfer emails an address the member typed: a few an hour is plenty for a person. */
const TRANSFERS_PER_HOUR = 20;

export interface BookingRoutesOptions {
  /** The fee per ticket for lines paid before fees were frozen on them. */
  ticketPricing: TicketPricing;
  presentItem: PresentBookedItem;
  /** Issue 33: each booking's cancellation, as the checkout (which refunds) says it. */
  cancellationQuotes?: CancellationQuotes;
}

/** A member's own bookings of events and experiences. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (
  app,
  { ticketPricing, presentItem, cancellationQuotes },
) => {
  const guard = app.requireGroup('members');

  app.get(
    API_PATHS.bookings.mine,
    {
      schema: {
        tags: ['catalog (member)'],
        summary: "The member's bought events and experiences, newest first",
        security: [{ token: [] }],
        response: { 200: MyEventsAndExperiencesSchema, ...memberErrors },
      },
      preHandler: guard,
    },
    async (request) => memberBookings(app.db, currentUser(request).id, ticketPricing),
  );

  app.get(
    API_PATHS.bookings.one,
    {
      schema: {
        tags: ['catalog (member)'],
        summary: 'One event or experience the member bought: the item and their booking references',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: MyBookingSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...memberErrors },
      },
      preHandler: guard,
    },
    async (request) => memberBooking(app.db, currentUser(request).id, request.params.id, presentItem, cancellationQuotes),
  );

  app.post(
    API_PATHS.bookings.transfer,
    {
      schema: {
        tags: ['catalog (member)'],
        summary: 'Pass one of your tickets on to another person: a new ticket is emailed to them, the old code no longer admits',
        security: [{ token: [] }],
        params: TicketCodeParamsSchema,
        body: TicketTransferInputSchema,
        response: { 200: TicketTransferResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...memberErrors },
      },
      preHandler: guard,
      config: {
        rateLimit: {
          max: TRANSFERS_PER_HOUR,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `ticket-transfer:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const result = await transferTicket(app.db, currentUser(request).id, request.params.code, request.body);
      app.mail.kick();
      return result;
    },
  );
};
